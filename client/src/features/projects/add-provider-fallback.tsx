// Add Provider's fallback, when the category the project's category maps to finds none of my
// providers (a project category such as "Plumbing" names no provider category): the trade the
// problem table gives ("Plumbing" → Plumber) comes first, under its heading; then the whole
// directory, the trade's providers until a search is typed, each offered with "Save and add"
// (attaching a provider puts it on my list too: one call); then my other providers.
import { Check, Star } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { formatRating } from "@common/format";
import { tradesForCategory } from "@common/problem-search";
import type { ProviderListItem } from "@common/schemas/providers";
import { Button } from "@/components/ui/button";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { ProviderAvatar } from "@/components/shared/provider-avatar";
import { pageItems } from "@/lib/query-client";
import { useDirectoryProviders, useSavedProviders } from "@/features/providers/api/providers";
import { categoryLabel } from "@/lib/category-label";

/** How many of the directory's providers one page shows (then "Show more providers"). */
const DIRECTORY_PAGE = 5;

/** One provider to add: "Add" when it is on my list, "Save and add" when it is not yet. */
export function ProviderRow({
  provider: p,
  attached,
  pending,
  onAdd,
}: {
  provider: ProviderListItem;
  attached: boolean;
  pending: boolean;
  onAdd: (providerId: string) => void;
}) {
  const { t } = useTranslation("projects");
  const saveFirst = !p.isSaved;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border p-2.5">
      <ProviderAvatar id={p.id} name={p.name} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-semibold break-words">{p.name}</p>
        <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          {categoryLabel(p.category)}
          {p.reviewCount > 0 ? (
            <>
              {" · "}
              <Star className="size-3 fill-accent text-accent-strong" aria-hidden="true" /> {formatRating(p.rating)}
            </>
          ) : null}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        className="h-11 shrink-0"
        disabled={attached || pending}
        aria-label={
          attached
            ? t("fallback.added", { name: p.name })
            : saveFirst
              ? t("fallback.saveAndAddName", { name: p.name })
              : t("fallback.addName", { name: p.name })
        }
        onClick={() => onAdd(p.id)}
      >
        {attached ? <Check aria-hidden="true" /> : saveFirst ? t("fallback.saveAndAdd") : t("fallback.add")}
      </Button>
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The trade the project's (mapped) category names: itself when it is a provider category, else the table's. */
export const fallbackTrade = (mapped: string): string | undefined => tradesForCategory(mapped)[0];

export function TradeFirstProviders({
  mapped,
  search,
  attachedIds,
  pending,
  onAdd,
}: {
  /** The category the project's category maps to, which holds none of my providers. */
  mapped: string;
  search: string;
  attachedIds: Set<string>;
  pending: boolean;
  onAdd: (providerId: string) => void;
}) {
  const { t } = useTranslation("projects");
  const trade = fallbackTrade(mapped);
  const tradeName = trade ? categoryLabel(trade) : "";
  // When the trade is the mapped category itself, none of mine is in it: nothing to ask.
  const mineInTrade = useSavedProviders({ category: trade, search }, { enabled: !!trade && trade !== mapped });
  const mine = useSavedProviders({ search });
  const directory = useDirectoryProviders({ category: search ? undefined : trade, search }, DIRECTORY_PAGE);

  const tradeItems = trade && trade !== mapped ? pageItems(mineInTrade.data) : [];
  const otherItems = pageItems(mine.data).filter((p) => p.category !== trade);
  // Mine are listed in their own sections.
  const found = pageItems(directory.data).filter((p) => !p.isSaved);
  const row = (p: ProviderListItem) => (
    <ProviderRow key={p.id} provider={p} attached={attachedIds.has(p.id)} pending={pending} onAdd={onAdd} />
  );
  const failed = mine.isError || directory.isError || mineInTrade.isError;

  return (
    <div className="flex flex-col gap-4">
      {failed ? <p className="text-sm text-destructive">{t("fallback.loadError")}</p> : null}
      {tradeItems.length > 0 ? (
        <Section id="add-provider-trade" title={t("fallback.yourTrade", { trade: tradeName })}>
          <ul className="grid gap-2" aria-label={t("fallback.yourTrade", { trade: tradeName })}>
            {tradeItems.map(row)}
          </ul>
          <QueryLoadMore query={mineInTrade} label={t("fallback.loadMoreTrade", { trade: tradeName })} />
        </Section>
      ) : null}
      <Section
        id="add-provider-directory"
        title={
          search
            ? t("fallback.allMatching", { search })
            : trade
              ? t("fallback.tradeInVowch", { trade: tradeName })
              : t("fallback.allInVowch")
        }
      >
        <p className="text-xs text-muted-foreground">{t("fallback.saveAndAddHint")}</p>
        {!directory.data && !directory.isError ? (
          <div className="grid gap-2" aria-label={t("fallback.loading")}>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : found.length === 0 ? (
          <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
            {search ? t("fallback.noOtherMatch", { search }) : t("fallback.noOther")}
          </p>
        ) : (
          <ul
            className="grid gap-2"
            aria-label={
              search
                ? t("fallback.allFound")
                : trade
                  ? t("fallback.tradeInVowch", { trade: tradeName })
                  : t("fallback.allInVowch")
            }
          >
            {found.map(row)}
          </ul>
        )}
        {directory.hasNextPage ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-11 w-fit"
            disabled={directory.isFetchingNextPage}
            onClick={() => void directory.fetchNextPage()}
          >
            {t("fallback.showMore")}
          </Button>
        ) : null}
      </Section>
      {otherItems.length > 0 ? (
        <Section id="add-provider-others" title={t("fallback.others")}>
          <ul className="grid gap-2" aria-label={t("fallback.others")}>
            {otherItems.map(row)}
          </ul>
          <QueryLoadMore query={mine} label={t("fallback.loadMore")} />
        </Section>
      ) : null}
    </div>
  );
}
