// The e-mailed verification link's page: /verify-email#token=… (in the fragment, so the token never
// reaches a server log or a Referer). Opening it proves the e-mail at once, signed in or not.
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useRef, useState } from "react";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { useConfirmEmailLink } from "@/features/verification/api/verification";
import { serverMessage } from "@/lib/api-client";
import { tokenFromLink } from "@/lib/link-token";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

function ProfileButton() {
  const { t } = useTranslation("auth");
  return (
    <Button asChild size="lg" className="mt-6 w-full">
      <a href={paths.profile}>{t("verifyEmail.toProfile")}</a>
    </Button>
  );
}

export default function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("verifyEmail.documentTitle"));
  const [token] = useState(tokenFromLink);
  const confirm = useConfirmEmailLink();
  const started = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    // The token is spent either way: keep it out of the history.
    window.history.replaceState(null, "", paths.verifyEmail);
    mutate(token);
  }, [token, mutate]);

  if (!token || confirm.isError) {
    return (
      <AuthPageFrame title={t("linkDead")}>
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {token ? serverMessage(confirm.error, t("verifyEmail.invalid")) : t("verifyEmail.incomplete")}
        </p>
        <ProfileButton />
      </AuthPageFrame>
    );
  }
  if (!confirm.isSuccess) {
    return (
      <AuthPageFrame title={t("verifyEmail.verifying")}>
        <Spinner className="mt-6" />
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title={t("verifyEmail.verified")}>
      <div className="mt-6 rounded-2xl border border-border bg-card p-5" role="status">
        <MailCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="text-sm">{t("verifyEmail.seen")}</p>
      </div>
      <ProfileButton />
    </AuthPageFrame>
  );
}
