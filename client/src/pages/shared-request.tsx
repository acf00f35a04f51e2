// A shared request's page (`/r/{token}`), for anyone holding its link: the request, the suggestions
// made through the link, how many members suggested, and the form. A guest suggests by name
// without an account; a signed-in member suggests as themselves.
import { useTranslation } from "@/lib/use-translation";
import requests from "@common/locales/en/requests.json";
import { addEnglish } from "@/lib/i18n";
import { categoryLabel } from "@/lib/category-label";
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

// A guest opens this page without the signed-in screens: their English comes with it.
addEnglish({ requests });

function RequestCard({ request }: { request: PublicRequest }) {
  return (
    <article className="mt-4 rounded-2xl border border-border bg-card p-4" aria-label={request.title}>
      <h2 className="text-lg font-bold break-words">{request.title}</h2>
      <Badge variant="secondary" className="mt-1">
        {categoryLabel(request.category)}
      </Badge>
      {request.description ? <p className="mt-2 text-sm break-words">{request.description}</p> : null}
      {/* The page never names a place: no location is sent. */}
      <RequestDetails request={{ ...request, location: null }} />
    </article>
  );
}

function Suggestions({ request }: { request: PublicRequest }) {
  const { t } = useTranslation("requests");
  const members = request.memberSuggestionCount;
  return (
    <section className="mt-5" aria-label={t("shared.soFar")}>
      <h2 className="text-base font-bold">{t("shared.throughLink")}</h2>
      {request.suggestions.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("shared.none")}</p>
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
          {t("shared.members", { count: members, name: request.asker.firstName })}
        </p>
      ) : null}
    </section>
  );
}

export default function SharedRequestPage({ token }: { token: string }) {
  const shared = usePublicRequest(token);
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const { t } = useTranslation("requests");
  const request = shared.data;
  const asker = request?.asker.firstName || t("shared.someone");
  useDocumentTitle(request ? t("shared.docTitle", { name: asker, title: request.title }) : t("shared.aRequest"));

  if (shared.isLoading) {
    return (
      <AuthPageFrame title={t("shared.opening")}>
        <Spinner className="mt-6" />
      </AuthPageFrame>
    );
  }
  if (!request) {
    return (
      <AuthPageFrame title={t("shared.broken")}>
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {t("shared.brokenBody")}
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={paths.home}>{t("shared.whatIs")}</a>
        </Button>
      </AuthPageFrame>
    );
  }
  const asMember = !!user?.isProfileComplete;
  return (
    <AuthPageFrame title={t("shared.title", { name: asker })}>
      <RequestCard request={request} />
      {request.status === "resolved" ? (
        <div className="mt-5 rounded-2xl border border-border bg-card p-4" role="status">
          <CheckCircle2 className="mb-2 size-6 text-success" aria-hidden="true" />
          <p className="text-sm">{t("shared.resolved", { name: asker })}</p>
        </div>
      ) : null}
      <Suggestions request={request} />
      {request.status === "active" ? (
        <section className="mt-6" aria-labelledby="suggest-heading">
          <h2 id="suggest-heading" className="text-base font-bold">
            {t("shared.knowSomeone")}
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            {asMember ? t("shared.asMember", { name: asker }) : t("shared.asGuest", { name: asker })}
          </p>
          {sent ? (
            <p role="status" className="mb-3 rounded-lg bg-success/10 px-3 py-2 text-sm">
              {t("shared.sent", { name: asker })}
            </p>
          ) : null}
          <PublicSuggestionForm token={token} asMember={asMember} onSent={() => setSent(true)} />
        </section>
      ) : null}
    </AuthPageFrame>
  );
}
