import i18next from "i18next";
import { projectStatusLabel } from "@/components/shared/status-badges";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import type { ReactNode } from "react";
import type { FriendProfile, FriendProject, FriendProjectProvider } from "@common/schemas/friends";
import { formatMoney } from "@common/format";
import { PROJECT_PROVIDER_STATUSES } from "@common/constants";
import { isHiredStatus } from "@common/status-flow";
import { Badge } from "@/components/ui/badge";
import { ProviderActions } from "@/features/friends/provider-actions";
import { BackingBadge } from "@/components/shared/trust-badges";
import { RatingText } from "./rating-text";

/**
 * A friend's provider's status in the page's language: a hire as the server names it, as a project
 * status; any other link by its raw status (the spec's "quoted entries show the raw status"), which
 * English writes as the value itself.
 */
const DISPLAY_STATUS: Record<string, string> = { Active: "active", Completed: "completed", "In Progress": "in_progress" };
const isRawStatus = (display: string) =>
  (PROJECT_PROVIDER_STATUSES as readonly string[]).includes(display) && !isHiredStatus(display);
const friendStatusLabel = (display: string) => {
  const status = DISPLAY_STATUS[display];
  if (status) return projectStatusLabel(status);
  return isRawStatus(display) ? i18next.t(`friends:rawStatus.${display}` as "friends:rawStatus.quoted") : display;
};

function statusVariant(display: string) {
  if (display === "Completed") return "success" as const;
  if (display === "Active") return "default" as const;
  return "secondary" as const;
}

export function ProjectProvider({
  friend,
  project,
  provider,
  hired,
  startWork,
}: {
  friend: FriendProfile;
  project: FriendProject;
  provider: FriendProjectProvider;
  hired: boolean;
  /** "Add to project" and "Request a quote" for this provider; the page brings them from quotes. */
  startWork: ReactNode;
}) {
  const { t } = useTranslation("friends");
  const quote = formatMoney(provider.quoteAmount, provider.currency);
  return (
    <li className="rounded-xl border border-border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold">{provider.name}</p>
          <p className="text-caption text-muted-foreground">{categoryLabel(provider.category)}</p>
        </div>
        <Badge variant={hired ? statusVariant(provider.displayStatus) : "outline"}>
          {friendStatusLabel(provider.displayStatus)}
        </Badge>
      </div>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-caption text-muted-foreground">
        {hired ? <RatingText provider={provider} /> : null}
        {quote ? <span>{t("project.quote", { amount: quote })}</span> : null}
        {hired && project.amountsHidden ? (
          <span className="font-medium text-foreground">{i18next.t("common:privacy.hiredWithoutAmount")}</span>
        ) : null}
      </div>
      {hired && (provider.verifiedHire || provider.friendRating !== null) ? (
        <div className="mt-1">
          <BackingBadge
            backing={{
              // A hire: tracked in Vowch, else told afterwards (rated, not verified).
              source: provider.verifiedHire ? "project" : "experience",
              verifiedHire: provider.verifiedHire,
              category: project.category ?? provider.category,
              createdAt: project.createdAt,
              finalAmount: provider.finalAmount,
            }}
          />
        </div>
      ) : null}
      <ProviderActions friend={friend} provider={provider} projectTitle={project.title} />
      {startWork}
    </li>
  );
}
