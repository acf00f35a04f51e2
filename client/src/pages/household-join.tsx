// A household link's page, /household/join#token=… (signed in; a signed-out visitor signs in and
// comes back here, the fragment kept): who invites you and as what, what becomes visible to the
// household's members, and Join — leaving a household of more than one first, which its owner
// cannot do before handing it over (the 409s explained).
import { useState } from "react";
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { Link, useLocation } from "wouter";
import { Check, Home } from "lucide-react";
import { HOUSEHOLD_INVITE_DAYS } from "@common/schemas/household";
import { AppShell } from "@/components/layout/app-shell";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useHouseholdInvitePreview, useJoinHousehold } from "@/features/household/api/household";
import { joinerHint, roleInSentence } from "@/features/household/household-words";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { hasCode, hasStatus, serverMessage } from "@/lib/api-client";
import { displayName } from "@/lib/display-name";
import { paths } from "@/lib/paths";

/** The token in the link's fragment (#token=…): never sent to a server with the page. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/** Refusals the page explains itself; anything else is the usual toast. */
const EXPLAINED = ["ALREADY_IN_HOUSEHOLD", "HOUSEHOLD_OWNER", "HOUSEHOLD_FULL", "NOT_FOUND"] as const;

export default function HouseholdJoinPage() {
  const { t } = useTranslation("household");
  useDocumentTitle(t("join.documentTitle"));
  const [token] = useState(() => tokenOf(window.location.hash));
  const [, navigate] = useLocation();
  const preview = useHouseholdInvitePreview(token);
  const [refusal, setRefusal] = useState<string | null>(null);
  const join = useJoinHousehold((err) =>
    EXPLAINED.some((code) => hasCode(err, code))
      ? null
      : {
          title: i18next.t("household:join.error"),
          description: serverMessage(err, i18next.t("household:join.failedRetry")),
          variant: "destructive",
        },
  );

  if (token === "" || preview.isError) {
    const gone = token === "" || hasStatus(preview.error, 404);
    return (
      <AppShell>
        <h1 className="text-2xl font-bold">{gone ? t("join.gone.title") : t("join.unchecked.title")}</h1>
        <p role="alert" className="mt-3 text-sm text-muted-foreground">
          {gone ? t("join.gone.description", { count: HOUSEHOLD_INVITE_DAYS }) : t("join.unchecked.description")}
        </p>
        {gone ? (
          <Button asChild className="mt-6 w-full">
            <Link href={paths.profile}>{t("join.goToProfile")}</Link>
          </Button>
        ) : (
          <Button type="button" className="mt-6 w-full" onClick={() => void preview.refetch()}>
            {t("join.tryAgain")}
          </Button>
        )}
      </AppShell>
    );
  }
  if (!preview.data) {
    return (
      <AppShell>
        <div className="grid gap-3" aria-label={t("join.loading")}>
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-40" />
          <Skeleton className="h-12" />
        </div>
      </AppShell>
    );
  }

  const { inviter, role, people, alreadyHere, current } = preview.data;
  const who = inviter ? displayName(inviter) : t("join.someone");
  const leaving = current.people > 1;
  const ownerOfOthers = leaving && current.role === "owner";

  const send = () => {
    setRefusal(null);
    join.mutate(
      { token, leaveCurrent: leaving },
      {
        onSuccess: () => {
          toast({ title: t("join.joined"), description: t("join.joinedAs", { role: roleInSentence(role) }) });
          navigate(`${paths.profile}#household`);
        },
        onError: (err) => {
          if (hasCode(err, "ALREADY_IN_HOUSEHOLD") || hasCode(err, "HOUSEHOLD_OWNER") || hasCode(err, "HOUSEHOLD_FULL")) {
            setRefusal(serverMessage(err, t("join.failed")));
            void preview.refetch();
          } else if (hasCode(err, "NOT_FOUND")) void preview.refetch();
        },
      },
    );
  };

  return (
    <AppShell>
      <h1 className="text-2xl font-bold">{alreadyHere ? t("join.alreadyHere") : t("join.invites", { name: who })}</h1>
      {alreadyHere ? (
        <Button asChild className="mt-6 w-full">
          <Link href={`${paths.profile}#household`}>{t("join.seeHousehold")}</Link>
        </Button>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="join.joinAs"
              values={{ role: roleInSentence(role), hint: joinerHint(role) }}
              components={{ strong: <strong className="text-foreground" /> }}
            />{" "}
            {people === 1 ? t("join.onePerson", { name: who }) : t("join.people", { count: people })}
          </p>
          <Card className="mt-4">
            <CardContent className="grid gap-2 p-4">
              <h2 className="flex items-center gap-2 text-base font-semibold">
                <Home aria-hidden className="size-5 text-primary" /> {t("join.membersSee")}
              </h2>
              <ul aria-label={t("join.visibleList")} className="grid gap-1.5 text-sm">
                {[t("join.visible.projects"), t("join.visible.providers"), t("join.visible.notes")].map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">
                {t("join.private")}
                {current.people === 1 ? ` ${t("join.moveIn")}` : ""}
              </p>
            </CardContent>
          </Card>
          {leaving ? (
            <p className="mt-4 rounded-xl bg-muted p-3 text-sm" data-slot="leave-current">
              {ownerOfOthers ? t("join.ownerOfOthers") : t("join.leaving", { count: current.people - 1 })}
            </p>
          ) : null}
          {refusal ? (
            <p role="alert" className="mt-4 text-sm font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
          {ownerOfOthers ? (
            <Button asChild className="mt-6 w-full" size="lg">
              <Link href={`${paths.profile}#household`}>{t("join.goToHousehold")}</Link>
            </Button>
          ) : (
            <PendingButton
              type="button"
              size="lg"
              className="mt-6 w-full text-base"
              pending={join.isPending}
              pendingText={t("join.joining")}
              onClick={send}
            >
              {leaving ? t("join.leaveAndJoin") : t("join.join")}
            </PendingButton>
          )}
        </>
      )}
    </AppShell>
  );
}
