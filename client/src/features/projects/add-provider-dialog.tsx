// Add Provider dialog (spec §2): the user's own providers, pre-filtered by the category mapped
// from the project's category (spec §9), with "Go to Providers".
import { useState } from "react";
import { Check, Star } from "lucide-react";
import { useLocation } from "wouter";
import { providerCategoryForProject } from "@common/constants";
import { formatRating } from "@common/format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { hasCode, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { isSessionExpired, pageItems } from "@/lib/query-client";
import { useSavedProviders } from "@/features/providers/api/providers";
import { useAttachProvider } from "./api/project-providers";
import { ProviderAvatar } from "@/features/providers/provider-avatar";

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
  const [showAll, setShowAll] = useState(false);
  const category = showAll ? undefined : mapped;
  const saved = useSavedProviders({ category }, { enabled: open });
  const { isLoading, isError } = saved;
  const data = pageItems(saved.data);
  const attach = useAttachProvider();

  function add(providerId: string) {
    attach.mutate(
      { projectId, providerId },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Provider added to project successfully!" });
          onOpenChange(false);
        },
        onError: (err) => {
          if (isSessionExpired(err)) return;
          toast({
            title: "Error",
            description: hasCode(err, "PROVIDER_ALREADY_ON_PROJECT")
              ? serverMessage(err, "Failed to add provider to project. Please try again.")
              : "Failed to add provider to project. Please try again.",
            variant: "destructive",
          });
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
        {mapped ? (
          <div className="flex gap-2" role="group" aria-label="Provider filter">
            <Button
              type="button"
              size="sm"
              className="h-11"
              variant={showAll ? "outline" : "secondary"}
              aria-pressed={!showAll}
              onClick={() => setShowAll(false)}
            >
              {mapped}
            </Button>
            <Button
              type="button"
              size="sm"
              className="h-11"
              variant={showAll ? "secondary" : "outline"}
              aria-pressed={showAll}
              onClick={() => setShowAll(true)}
            >
              All categories
            </Button>
          </div>
        ) : null}
        {isLoading ? (
          <div className="grid gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">Failed to load your providers. Please try again.</p>
        ) : data.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            {category ? `You have no ${category} providers yet.` : "You have no providers yet."} Add one from the Providers page.
          </p>
        ) : (
          <ul className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto" aria-label="Your providers">
            {data.map((p) => {
              const attached = attachedIds.has(p.id);
              return (
                <li key={p.id} className="flex items-center gap-3 rounded-xl border border-border p-2.5">
                  <ProviderAvatar id={p.id} name={p.name} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{p.name}</p>
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
