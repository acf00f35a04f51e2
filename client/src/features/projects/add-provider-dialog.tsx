// Add Provider dialog (the spec's screens): the user's own providers, pre-filtered by the category mapped
// from the project's category (the spec's constants and limits), with "Go to Providers". The mapped category is a
// removable filter; when none of the user's providers is in it (a project category such as
// "Plumbing" names no provider category), the dialog says so and shows the fallback
// (add-provider-fallback.tsx): the trade the problem table gives first, a search of the whole
// directory with "Save and add", then the user's other providers. A search narrows every list.
// The lists scroll with the sheet (no box of their own, which a 320×568 phone would squeeze to
// nothing); the footer stays pinned.
import { useEffect, useState } from "react";
import { X } from "lucide-react";
import { useLocation } from "wouter";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { providerCategoryForProject } from "@common/constants";
import { DELAYS } from "@common/delays";
import { SearchInput } from "@/components/form/search-input";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { toast } from "@/hooks/use-toast";
import { hasCode, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { errorToast, pageItems } from "@/lib/query-client";
import { useSavedProviders } from "@/features/providers/api/providers";
import { useAttachProvider } from "./api/project-providers";
import { fallbackTrade, ProviderRow, TradeFirstProviders } from "./add-provider-fallback";
import { categoryLabel } from "@/lib/category-label";

/** The server's refusal by its code shows its message; anything else, the spec's text. */
const attachFailure = errorToast((err) =>
  hasCode(err, "PROVIDER_ALREADY_ON_PROJECT")
    ? serverMessage(err, i18next.t("projects:add.failed"))
    : i18next.t("projects:add.failed"),
);

export function AddProviderDialog({
  open,
  onOpenChange,
  projectId,
  projectCategory,
  attachedIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  projectCategory: string | null;
  attachedIds: Set<string>;
}) {
  const { t } = useTranslation("projects");
  const [, navigate] = useLocation();
  const mapped = providerCategoryForProject(projectCategory);
  const [filterOn, setFilterOn] = useState(true);
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), DELAYS.searchDebounceMs);

  // Each opening starts again from the spec's pre-filter.
  useEffect(() => {
    if (!open) return;
    setFilterOn(true);
    setSearchInput("");
  }, [open]);

  // How many of the user's providers the mapped category holds (the same request as the
  // filtered list before any search).
  const inCategory = useSavedProviders({ category: mapped }, { enabled: open && !!mapped });
  const categoryTotal = inCategory.data?.pages[0]?.total;
  const noneInCategory = !!mapped && categoryTotal === 0;
  const category = mapped && filterOn && !noneInCategory ? mapped : undefined;
  const waitingForCount = !!mapped && filterOn && categoryTotal === undefined;
  const saved = useSavedProviders({ category, search }, { enabled: open && !waitingForCount });
  const isError = saved.isError || (waitingForCount && inCategory.isError);
  const isLoading = !isError && !saved.data;
  const data = pageItems(saved.data);
  const attach = useAttachProvider(attachFailure);
  const attachOnce = useSubmitOnce(attach);
  const hasNone = !isLoading && !isError && data.length === 0 && !search && !category;
  const trade = noneInCategory ? fallbackTrade(mapped) : undefined;

  function add(providerId: string) {
    attachOnce.submit(
      { projectId, providerId },
      {
        onSuccess: () => {
          toast({ title: t("toast.success"), description: t("add.added") });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("add.title")}</DialogTitle>
          <DialogDescription>
            {category
              ? t("add.yourCategory", { category: categoryLabel(category) })
              : noneInCategory
                ? t("add.yoursAndAll")
                : t("add.allYours")}
          </DialogDescription>
        </DialogHeader>
        {category ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("add.filter")}>
            <span className="text-sm text-muted-foreground">{t("add.categoryLabel")}</span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="h-11 rounded-full"
              aria-label={t("add.removeFilter", { category: categoryLabel(category) })}
              onClick={() => setFilterOn(false)}
            >
              {categoryLabel(category)}
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : mapped && !noneInCategory && categoryTotal !== undefined ? (
          <Button type="button" variant="ghost" size="sm" className="h-11 w-fit" onClick={() => setFilterOn(true)}>
            {t("add.showOnly", { category: categoryLabel(mapped) })}
          </Button>
        ) : null}
        {noneInCategory ? (
          <p role="status" className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
            {t("add.noneIn", { category: categoryLabel(mapped) })}
            {trade ? t("add.tradeFirst", { trade: categoryLabel(trade) }) : ""}
          </p>
        ) : null}
        {hasNone && !noneInCategory ? null : (
          <SearchInput
            label={
              <Label htmlFor="add-provider-search" className="sr-only">
                {noneInCategory ? t("add.searchAll") : t("add.searchYours")}
              </Label>
            }
            id="add-provider-search"
            placeholder={noneInCategory ? t("add.searchAllPlaceholder") : t("add.searchYoursPlaceholder")}
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        )}
        {noneInCategory ? (
          <TradeFirstProviders mapped={mapped} search={search} attachedIds={attachedIds} pending={attach.isPending} onAdd={add} />
        ) : isLoading ? (
          <div className="grid gap-2" aria-label={t("add.loading")}>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">{t("add.loadError")}</p>
        ) : data.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            {search
              ? category
                ? t("add.noMatchCategory", { category: categoryLabel(category), search })
                : t("add.noMatch", { search })
              : t("add.noneYet")}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t("add.yours")}>
            {data.map((p) => (
              <ProviderRow key={p.id} provider={p} attached={attachedIds.has(p.id)} pending={attach.isPending} onAdd={add} />
            ))}
            <li>
              <QueryLoadMore query={saved} label={t("add.loadMore")} />
            </li>
          </ul>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => navigate(paths.providers)}>
            {t("add.goToProviders")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
