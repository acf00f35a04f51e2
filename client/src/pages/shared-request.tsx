// A shared request's page (`/r/{token}`), for anyone holding its link: the request, the suggestions
// made through the link, how many members suggested, and the form. A guest suggests by name
// without an account; a signed-in member suggests as themselves.
import { useState } from "react";
import { CheckCircle2, Users } from "lucide-react";
import type { PublicRequest } from "@common/schemas/requests";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { useAuth } from "@/features/auth/api/auth";
import { usePublicRequest } from "@/features/requests/api/requests";
import { PublicSuggestionForm } from "@/features/requests/public-suggestion-form";
import { RequestDetails } from "@/features/requests/request-details";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { paths } from "@/lib/paths";

function RequestCard({ request }: { request: PublicRequest }) {
  return (
    <article className="mt-4 rounded-2xl border border-border bg-card p-4" aria-label={request.title}>
      <h2 className="text-lg font-bold break-words">{request.title}</h2>
      <Badge variant="secondary" className="mt-1">
        {request.category}
      </Badge>
      {request.description ? <p className="mt-2 text-sm break-words">{request.description}</p> : null}
      {/* The page never names a place: no location is sent. */}
      <RequestDetails request={{ ...request, location: null }} />
    </article>
  );
}

function Suggestions({ request }: { request: PublicRequest }) {
  const members = request.memberSuggestionCount;
  return (
    <section className="mt-5" aria-label="Suggestions so far">
      <h2 className="text-base font-bold">Suggested through this link</h2>
      {request.suggestions.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No suggestions through this link yet.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {request.suggestions.map((s) => (
            <li key={s.id} className="rounded-xl border border-border bg-background p-3">
              <p className="font-semibold break-words">{s.providerName}</p>
              {s.comment ? <p className="mt-1 text-sm break-words">“{s.comment}”</p> : null}
            </li>
          ))}
        </ul>
      )}
      {members > 0 ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users className="size-4" aria-hidden="true" />
          {members} suggestion{members === 1 ? "" : "s"} from {request.asker.firstName}&apos;s friends on vowch
        </p>
      ) : null}
    </section>
  );
}

export default function SharedRequestPage({ token }: { token: string }) {
  const shared = usePublicRequest(token);
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const request = shared.data;
  const asker = request?.asker.firstName || "Someone";
  useDocumentTitle(request ? `${asker} asks: ${request.title}` : "A request");

  if (shared.isLoading) {
    return (
      <AuthPageFrame title="Opening the request…">
        <Spinner className="mt-6" />
      </AuthPageFrame>
    );
  }
  if (!request) {
    return (
      <AuthPageFrame title="This link doesn't work">
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          The link was switched off, or the request is gone.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={paths.home}>What is vowch?</a>
        </Button>
      </AuthPageFrame>
    );
  }
  const asMember = !!user?.isProfileComplete;
  return (
    <AuthPageFrame title={`${asker} asks for a recommendation`}>
      <RequestCard request={request} />
      {request.status === "resolved" ? (
        <div className="mt-5 rounded-2xl border border-border bg-card p-4" role="status">
          <CheckCircle2 className="mb-2 size-6 text-success" aria-hidden="true" />
          <p className="text-sm">{asker} has found someone. Thank you for looking!</p>
        </div>
      ) : null}
      <Suggestions request={request} />
      {request.status === "active" ? (
        <section className="mt-6" aria-labelledby="suggest-heading">
          <h2 id="suggest-heading" className="text-base font-bold">
            Know someone good?
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            {asMember
              ? `Suggest a provider to ${asker} as yourself.`
              : `Suggest a provider to ${asker}. No account needed: ${asker} sees your first name, the provider and how to reach them.`}
          </p>
          {sent ? (
            <p role="status" className="mb-3 rounded-lg bg-success/10 px-3 py-2 text-sm">
              Suggestion sent! {asker} will see it.
            </p>
          ) : null}
          <PublicSuggestionForm token={token} asMember={asMember} onSent={() => setSent(true)} />
        </section>
      ) : null}
    </AuthPageFrame>
  );
}
