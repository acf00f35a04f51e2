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
import { providerCategoryForProject } from "@common/constants";
import { DELAYS } from "@common/delays";
import { SearchInput } from "@/components/form/search-input";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { toast } from "@/hooks/use-toast";
import { hasCode, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { errorToast, pageItems } from "@/lib/query-client";
import { useSavedProviders } from "@/features/providers/api/providers";
import { useAttachProvider } from "./api/project-providers";
import { fallbackTrade, ProviderRow, TradeFirstProviders } from "./add-provider-fallback";

/** The server's refusal by its code shows its message; anything else, the spec's text. */
const attachFailure = errorToast((err) =>
  hasCode(err, "PROVIDER_ALREADY_ON_PROJECT")
    ? serverMessage(err, "Failed to add provider to project. Please try again.")
    : "Failed to add provider to project. Please try again.",
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
          toast({ title: "Success", description: "Provider added to project successfully!" });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Provider</DialogTitle>
          <DialogDescription>
            {category ? `Your ${category} providers` : noneInCategory ? "Your providers and all of vowch" : "All your providers"}
          </DialogDescription>
        </DialogHeader>
        {category ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Provider filter">
            <span className="text-sm text-muted-foreground">Category:</span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="h-11 rounded-full"
              aria-label={`${category}, remove filter`}
              onClick={() => setFilterOn(false)}
            >
              {category}
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : mapped && !noneInCategory && categoryTotal !== undefined ? (
          <Button type="button" variant="ghost" size="sm" className="h-11 w-fit" onClick={() => setFilterOn(true)}>
            Show only {mapped}
          </Button>
        ) : null}
        {noneInCategory ? (
          <p role="status" className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
            None of your providers are in {mapped}.{trade ? ` ${trade} providers come first.` : ""}
          </p>
        ) : null}
        {hasNone && !noneInCategory ? null : (
          <SearchInput
            label={
              <Label htmlFor="add-provider-search" className="sr-only">
                {noneInCategory ? "Search all providers" : "Search your providers"}
              </Label>
            }
            id="add-provider-search"
            placeholder={noneInCategory ? "Search all providers..." : "Search your providers..."}
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        )}
        {noneInCategory ? (
          <TradeFirstProviders mapped={mapped} search={search} attachedIds={attachedIds} pending={attach.isPending} onAdd={add} />
        ) : isLoading ? (
          <div className="grid gap-2" aria-label="Loading your providers">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">Failed to load your providers. Please try again.</p>
        ) : data.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            {search
              ? `No ${category ? `${category} ` : ""}providers match "${search}".`
              : "You have no providers yet. Add one from the Providers page."}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Your providers">
            {data.map((p) => (
              <ProviderRow key={p.id} provider={p} attached={attachedIds.has(p.id)} pending={attach.isPending} onAdd={add} />
            ))}
            <li>
              <LoadMore
                hasMore={saved.hasNextPage}
                loading={saved.isFetchingNextPage}
                onLoadMore={() => void saved.fetchNextPage()}
                label="Load more providers"
              />
            </li>
          </ul>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => navigate(paths.providers)}>
            Go to Providers
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
