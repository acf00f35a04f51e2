// A friend's suggestion on a request: who, which provider, why; +1 for others, Save for the requester.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { Check, Globe, ThumbsUp } from "lucide-react";
import { websiteHref } from "@common/website";
import { Badge } from "@/components/ui/badge";
import type { ProviderSuggestion } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { CallLink, EmailLink } from "@/components/shared/contact-links";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/api/auth";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { fullName } from "@/lib/display-name";
import { saveProviderFailure } from "@/features/providers/lib/already-saved";
import { mailtoUrl } from "@/lib/share";
import { errorToast } from "@/lib/query-client";
import { useSaveSuggestedProvider, useVouchSuggestion } from "./api/requests";

function SuggestionItem({ suggestion, canSave }: { suggestion: ProviderSuggestion; canSave: boolean }) {
  const { t } = useTranslation("requests");
  const { user } = useAuth();
  const vouch = useVouchSuggestion(errorToast((err) => serverMessage(err, i18next.t("requests:tryAgain"))));
  const save = useSaveSuggestedProvider(saveProviderFailure);
  const mine = suggestion.suggestingUserId !== null && user?.id === suggestion.suggestingUserId;
  // A guest's suggestion through the request's link names them as they typed it; it takes no +1s.
  const viaLink = suggestion.suggestingUser === null;
  const suggester = viaLink
    ? suggestion.guestName || t("suggestion.aGuest")
    : fullName(suggestion.suggestingUser) || t("suggestion.aFriend");

  function onVouch() {
    vouch.mutate({ suggestionId: suggestion.id, vouched: suggestion.vouchedByMe });
  }

  function onSave() {
    save.mutate(suggestion.id, {
      onSuccess: (saved) =>
        toast({ title: t("suggestion.savedTitle"), description: t("suggestion.savedBody", { name: saved.providerName }) }),
    });
  }

  return (
    <li className="rounded-xl border border-border bg-background p-3">
      <article aria-label={t("suggestion.label", { name: suggestion.providerName })}>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold">{suggestion.providerName}</p>
            <p className="text-caption text-muted-foreground">
              {[
                suggestion.providerCategory ? categoryLabel(suggestion.providerCategory) : null,
                mine ? t("suggestion.byYou") : t("suggestion.by", { name: suggester }),
              ]
                .filter(Boolean)
                .join(" • ")}
            </p>
            {viaLink ? (
              <Badge variant="outline" className="mt-1">
                {t("suggestion.viaLink")}
              </Badge>
            ) : null}
          </div>
          {/* A count, not a control: plain text with its icon, unlike the bordered +1 button. */}
          {suggestion.vouchCount > 0 ? (
            <p
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-muted-foreground"
              data-slot="vouch-count"
            >
              <ThumbsUp className="size-3.5" aria-hidden="true" />
              <span>+{suggestion.vouchCount}</span>
            </p>
          ) : null}
        </div>
        {suggestion.comment ? <p className="mt-1 text-sm">“{suggestion.comment}”</p> : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {suggestion.providerPhone ? (
            <CallLink name={suggestion.providerName} phone={suggestion.providerPhone} phoneKey={suggestion.providerPhoneKey} />
          ) : null}
          {suggestion.providerEmail ? (
            <EmailLink
              name={suggestion.providerName}
              href={mailtoUrl({
                to: suggestion.providerEmail,
                subject: t("suggestion.referralSubject", { name: suggester }),
                body: t("suggestion.referralBody", { provider: suggestion.providerName, name: suggester }),
              })}
            />
          ) : null}
          {/* +1 is for the requester's other friends; the requester saves instead. */}
          {suggestion.providerWebsite ? (
            <Button asChild variant="outline" size="sm" className="h-11">
              <a href={websiteHref(suggestion.providerWebsite)} target="_blank" rel="noopener noreferrer">
                <Globe aria-hidden="true" />
                {t("suggestion.website")}
                <span className="sr-only"> {t("suggestion.websiteOf", { name: suggestion.providerName })}</span>
              </a>
            </Button>
          ) : null}
          {!mine && !canSave && !viaLink ? (
            <Button
              type="button"
              variant={suggestion.vouchedByMe ? "secondary" : "outline"}
              size="sm"
              className="h-11"
              aria-pressed={suggestion.vouchedByMe}
              aria-label={t("suggestion.plusOneLabel", { name: suggestion.providerName })}
              disabled={vouch.isPending}
              onClick={onVouch}
            >
              <ThumbsUp aria-hidden="true" />
              {t("suggestion.plusOne")}
            </Button>
          ) : null}
          {canSave ? (
            suggestion.isSaved ? (
              <Button type="button" size="sm" className="h-11" disabled>
                <Check aria-hidden="true" />
                {t("suggestion.saved")}
              </Button>
            ) : (
              <Button type="button" size="sm" className="h-11" onClick={onSave} disabled={save.isPending}>
                {save.isPending ? <Spinner /> : null}
                {/* Named by hidden text: the visible words start the name (axe's label-in-name). */}
                {t("suggestion.save")}
                <span className="sr-only"> {suggestion.providerName}</span>
              </Button>
            )
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** A request's suggestions under a heading ("Suggested so far", "2 suggestions"). */
export function SuggestionsSection({
  title,
  heading,
  suggestions,
  canSave,
}: {
  title: string;
  heading: string;
  suggestions: ProviderSuggestion[];
  canSave: boolean;
}) {
  const { t } = useTranslation("requests");
  return (
    <section className="mt-3" aria-label={t("suggestionsFor", { title })}>
      <h3 className="mb-2 text-sm font-bold">{heading}</h3>
      {suggestions.length > 0 ? (
        <ul className="grid gap-2">
          {suggestions.map((s) => (
            <SuggestionItem key={s.id} suggestion={s} canSave={canSave} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
