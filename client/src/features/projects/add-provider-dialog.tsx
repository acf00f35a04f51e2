// Add Provider dialog (the spec's screens): the user's own providers, pre-filtered by the category mapped
// from the project's category (the spec's constants and limits), with "Go to Providers". The mapped category is a
// removable filter; when none of the user's providers is in it (a project category such as
// "Kitchen Renovation" names no provider category), the dialog says so and lists all of them.
// A search narrows either list.
import { useEffect, useState } from "react";
import { Check, Star, X } from "lucide-react";
import { useLocation } from "wouter";
import { providerCategoryForProject } from "@common/constants";
import { DELAYS } from "@common/delays";
import { formatRating } from "@common/format";
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
import { ProviderAvatar } from "@/components/shared/provider-avatar";

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
          <DialogDescription>{category ? `Your ${category} providers` : "All your providers"}</DialogDescription>
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
        {noneInCategory && (search !== "" || data.length > 0) ? (
          <p role="status" className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
            None of your providers are in {mapped}. Showing all your providers.
          </p>
        ) : null}
        {hasNone ? null : (
          <SearchInput
            label={
              <Label htmlFor="add-provider-search" className="sr-only">
                Search your providers
              </Label>
            }
            id="add-provider-search"
            placeholder="Search your providers..."
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        )}
        {isLoading ? (
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
          <ul className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto" aria-label="Your providers">
            {data.map((p) => {
              const attached = attachedIds.has(p.id);
              return (
                <li key={p.id} className="flex items-center gap-3 rounded-xl border border-border p-2.5">
                  <ProviderAvatar id={p.id} name={p.name} />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-semibold">{p.name}</p>
                    <p className="flex items-center gap-1 text-xs text-muted-foreground">
                      {p.category}
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
                    className="h-11"
                    disabled={attached || attach.isPending}
                    aria-label={attached ? `${p.name} added` : `Add ${p.name}`}
                    onClick={() => add(p.id)}
                  >
                    {attached ? <Check aria-hidden="true" /> : "Add"}
                  </Button>
                </li>
              );
            })}
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
