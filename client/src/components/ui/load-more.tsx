// The end of a paged list: when it scrolls near the viewport the next page loads by
// itself (IntersectionObserver); a quiet "Load more" button does the same for keyboards, screen
// readers and browsers without the observer. Renders nothing once the last page is in.
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useRef } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "./button";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The button's accessible text, e.g. "Load more providers". */
  label?: string;
}

function LoadMore({ hasMore, loading, onLoadMore, label }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  // Observed again after each page: if the end is still in view (a short page), the next loads too.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore && !loading) return null;
  return (
    <div ref={sentinel} className="flex min-h-11 items-center justify-center">
      {loading ? (
        <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t("loadingMore")}
        </span>
      ) : (
        <Button variant="ghost" size="sm" className="h-11 text-muted-foreground" onClick={onLoadMore}>
          {label ?? t("actions.loadMore")}
        </Button>
      )}
    </div>
  );
}

/** What LoadMore reads of a paged list's query (an infinite query's result). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** LoadMore for an infinite query: its next page, while it has one. */
export function QueryLoadMore({ query, label }: { query: NextPages; label?: string }) {
  return (
    <LoadMore
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      label={label}
    />
  );
}
