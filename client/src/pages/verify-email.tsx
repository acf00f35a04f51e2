// The e-mailed verification link's page: /verify-email#token=… (in the fragment, so the token never
// reaches a server log or a Referer). Opening it proves the e-mail at once, signed in or not.
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
  return (
    <Button asChild size="lg" className="mt-6 w-full">
      <a href={paths.profile}>Go to your profile</a>
    </Button>
  );
}

export default function VerifyEmailPage() {
  useDocumentTitle("Verify your e-mail");
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
      <AuthPageFrame title="This link doesn't work">
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {token
            ? serverMessage(confirm.error, "This verification link is invalid or has expired.")
            : "The verification link is incomplete. Open it straight from the e-mail, or ask for a new one on your profile."}
        </p>
        <ProfileButton />
      </AuthPageFrame>
    );
  }
  if (!confirm.isSuccess) {
    return (
      <AuthPageFrame title="Verifying your e-mail…">
        <Spinner className="mt-6" />
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title="Your e-mail is verified">
      <div className="mt-6 rounded-2xl border border-border bg-card p-5" role="status">
        <MailCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="text-sm">People who have your e-mail in their address book now see you among their contacts on Vowch.</p>
      </div>
      <ProfileButton />
    </AuthPageFrame>
  );
}
