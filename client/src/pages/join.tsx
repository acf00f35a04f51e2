// An invite link's page, /join/{token}, signed out: who invited you (first name and an initial
// avatar), what Vowch is, and "Join", which opens Create account. The token is kept on this device
// and goes with the sign-up (features/invites/lib/invite-token.ts).
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { usePublicInvite } from "@/features/invites/api/invites";
import { rememberInvite } from "@/features/invites/lib/invite-token";
import { providerAvatarColor } from "@/lib/avatar-colors";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** The token of /join/{token} (an unusable one is asked about all the same: the server answers 404). */
function tokenOf(pathname: string): string {
  return decodeURIComponent(pathname.replace(/^\/join\//, "").split("/")[0] ?? "");
}

export default function JoinPage() {
  const [token] = useState(() => tokenOf(window.location.pathname));
  const invite = usePublicInvite(token);
  const firstName = invite.data?.inviter.firstName;
  const { t } = useTranslation("auth");
  useDocumentTitle(firstName ? t("join.invitedYou", { name: firstName }) : t("login.joinVowch"));

  if (invite.isLoading) {
    return (
      <AuthPageFrame title={t("login.joinVowch")}>
        <div className="mt-6 grid gap-3" aria-label={t("join.loading")}>
          <Skeleton className="h-20" />
          <Skeleton className="h-12" />
        </div>
      </AuthPageFrame>
    );
  }
  if (!firstName) {
    return (
      <AuthPageFrame title={t("join.deadTitle")}>
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {t("join.deadText")}
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href="/">{t("join.about")}</a>
        </Button>
      </AuthPageFrame>
    );
  }

  const join = () => {
    rememberInvite(token);
    // With an identity provider the server carries the token through it; otherwise Create account opens.
    window.location.href = `${paths.login}?invite=${encodeURIComponent(token)}#create-account`;
  };

  return (
    <AuthPageFrame title={t("join.title", { name: firstName })}>
      <div className="mt-6 flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs">
        <span
          aria-hidden="true"
          className={`flex size-14 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${providerAvatarColor(firstName)}`}
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        <p className="text-sm">
          <Trans t={t} i18nKey="join.uses" values={{ name: firstName }} components={{ strong: <strong /> }} />
        </p>
      </div>
      <h2 className="mt-6 font-semibold">{t("join.whatIs")}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("join.whatIsText")}</p>
      <p className="mt-3 text-sm text-muted-foreground">{t("join.whenJoin", { name: firstName })}</p>
      <Button size="lg" className="mt-6 w-full text-base" onClick={join}>
        <UserPlus aria-hidden="true" /> {t("join.join")}
      </Button>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {t("join.already")}{" "}
        <a href={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("login.signIn")}
        </a>
      </p>
    </AuthPageFrame>
  );
}
