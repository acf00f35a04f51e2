// An invite link's page, /join/{token}, signed out: who invited you (first name and an initial
// avatar), what Vowch is, and "Join", which opens Create account. The token is kept on this device
// and goes with the sign-up (features/invites/lib/invite-token.ts).
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
  useDocumentTitle(firstName ? `${firstName} invited you` : "Join Vowch");

  if (invite.isLoading) {
    return (
      <AuthPageFrame title="Join Vowch">
        <div className="mt-6 grid gap-3" aria-label="Loading the invitation">
          <Skeleton className="h-20" />
          <Skeleton className="h-12" />
        </div>
      </AuthPageFrame>
    );
  }
  if (!firstName) {
    return (
      <AuthPageFrame title="This invite link doesn't work">
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          It was switched off, used by as many people as it allows, or is more than 30 days old. Ask the person who sent it for a
          new one, or create your account without it.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href="/">About Vowch</a>
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
    <AuthPageFrame title={`${firstName} invited you to Vowch`}>
      <div className="mt-6 flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs">
        <span
          aria-hidden="true"
          className={`flex size-14 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${providerAvatarColor(firstName)}`}
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        <p className="text-sm">
          <strong>{firstName}</strong> uses Vowch to keep track of the tradespeople they hire, and would like you there too.
        </p>
      </div>
      <h2 className="mt-6 font-semibold">What is Vowch?</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Get trusted provider recommendations from the friends who&apos;ve hired them: ask your friends for a plumber or a builder,
        see who they vowch for, and keep track of your own home projects.
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        When you join, {firstName} is in your contacts from the start. Vowch never shows anyone your e-mail or phone number from
        this link.
      </p>
      <Button size="lg" className="mt-6 w-full text-base" onClick={join}>
        <UserPlus aria-hidden="true" /> Join
      </Button>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <a href={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </a>
      </p>
    </AuthPageFrame>
  );
}
