// An e-mail's unsubscribe link: one click, signed in or not. Opening the page
// turns that e-mail off at once; Undo turns it back on.
import { useEffect, useRef, useState } from "react";
import { MailX } from "lucide-react";
import { NOTIFICATION_TYPE_LABELS } from "@common/schemas/notifications";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { useUnsubscribe } from "@/features/notifications/api/notifications";
import { serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function UnsubscribePage() {
  useDocumentTitle("Unsubscribe");
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const unsubscribe = useUnsubscribe();
  const started = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate({ token });
  }, [token, mutate]);

  const result = unsubscribe.data;
  const what = result ? (result.type === "all" ? "any Vowch e-mail" : `“${NOTIFICATION_TYPE_LABELS[result.type]}”`) : "";

  if (!token || unsubscribe.isError) {
    return (
      <AuthPageFrame title="This link doesn't work">
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {serverMessage(unsubscribe.error, "This unsubscribe link is not valid")}. You can change your e-mail settings on the
          notifications screen.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={paths.notifications}>Notification settings</a>
        </Button>
      </AuthPageFrame>
    );
  }
  if (!result) {
    return (
      <AuthPageFrame title="Unsubscribing…">
        <Spinner className="mt-6" />
      </AuthPageFrame>
    );
  }
  return (
    <AuthPageFrame title={result.email ? "You're subscribed again" : "You're unsubscribed"}>
      <div className="mt-6 rounded-2xl border border-border bg-card p-5" role="status">
        <MailX className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="text-sm">
          {result.email ? `You'll get e-mails about ${what} again.` : `You won't get e-mails about ${what} any more.`} Your
          notifications in the app are not affected.
        </p>
      </div>
      <div className="mt-6 grid gap-3">
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={unsubscribe.isPending}
          onClick={() => mutate({ token, resubscribe: !result.email })}
        >
          {result.email ? "Unsubscribe again" : "Undo"}
        </Button>
        <Button asChild variant="ghost">
          <a href={paths.notifications}>All notification settings</a>
        </Button>
      </div>
    </AuthPageFrame>
  );
}
