// An e-mail's unsubscribe link, signed in or not: the page names the e-mails it stops and one tap
// on "Unsubscribe" stops them (opening it changes nothing: mail scanners open every link); Undo
// turns them back on. Mail apps' own button posts to the server directly (RFC 8058).
import { useTranslation } from "@/lib/use-translation";
import type { TFunction } from "i18next";
import { useState } from "react";
import { MailX } from "lucide-react";
import { NOTIFICATION_TYPES, WEEKLY_DIGEST, type UnsubscribeScope } from "@common/notification-types";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { useUnsubscribe } from "@/features/notifications/api/notifications";
import { serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

/**
 * Which e-mails a link names, read from its token only to word the question; the server checks
 * the signature when the tap sends it. Null when the token does not name any.
 */
function linkScope(token: string): UnsubscribeScope | null {
  try {
    const payload = token.split(".")[0] ?? "";
    const scope = atob(payload.replace(/-/g, "+").replace(/_/g, "/")).split(":")[1] ?? "";
    return scope === "all" || scope === WEEKLY_DIGEST || (NOTIFICATION_TYPES as readonly string[]).includes(scope)
      ? (scope as UnsubscribeScope)
      : null;
  } catch {
    return null;
  }
}

const describeScope = (scope: UnsubscribeScope, t: TFunction<"auth">) =>
  scope === "all"
    ? t("unsubscribe.scopeAll")
    : scope === WEEKLY_DIGEST
      ? t("unsubscribe.scopeDigest")
      : t("unsubscribe.scopeType", { label: t(`unsubscribe.types.${scope}`) });

export default function UnsubscribePage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("unsubscribe.submit"));
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const [scope] = useState(() => linkScope(token));
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;

  const result = unsubscribe.data;
  const what = result ? describeScope(result.type, t) : "";

  if (!token || !scope || unsubscribe.isError) {
    return (
      <AuthPageFrame title={t("linkDead")}>
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {t("unsubscribe.invalidText", { message: serverMessage(unsubscribe.error, t("unsubscribe.invalid")) })}
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={paths.notifications}>{t("unsubscribe.settings")}</a>
        </Button>
      </AuthPageFrame>
    );
  }
  if (!result) {
    return (
      <AuthPageFrame title={t("unsubscribe.ask")}>
        <p className="mt-4 text-sm">{t("unsubscribe.question", { what: describeScope(scope, t) })}</p>
        <PendingButton
          type="button"
          size="lg"
          className="mt-6 w-full"
          pending={unsubscribe.isPending}
          pendingText={t("unsubscribe.pending")}
          onClick={() => mutate({ token })}
        >
          {t("unsubscribe.submit")}
        </PendingButton>
        <Button asChild variant="ghost" className="mt-3 w-full">
          <a href={paths.notifications}>{t("unsubscribe.allSettings")}</a>
        </Button>
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title={result.email ? t("unsubscribe.resubscribed") : t("unsubscribe.unsubscribed")}>
      <div className="mt-6 rounded-2xl border border-border bg-card p-5" role="status">
        <MailX className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="text-sm">{result.email ? t("unsubscribe.againText", { what }) : t("unsubscribe.stoppedText", { what })}</p>
      </div>
      <div className="mt-6 grid gap-3">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={unsubscribe.isPending}
          onClick={() => mutate({ token, resubscribe: !result.email })}
        >
          {result.email ? t("unsubscribe.again") : t("unsubscribe.undo")}
        </Button>
        <Button asChild variant="ghost">
          <a href={paths.notifications}>{t("unsubscribe.allSettings")}</a>
        </Button>
      </div>
    </AuthPageFrame>
  );
}
