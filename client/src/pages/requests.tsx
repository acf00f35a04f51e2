// The spec's screens Requests (/requests): New Request, My Requests and From Friends.
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { Inbox, Plus } from "lucide-react";
import { DISPLAY_CAPS } from "@common/constants";
import { AppShell } from "@/components/layout/app-shell";
import { LoadError } from "@/components/ui/load-error";
import { Button } from "@/components/ui/button";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFriendRequests, useMyRequests } from "@/features/requests/api/requests";
import { FriendRequestCard } from "@/features/requests/friend-request-card";
import { MyRequestCard } from "@/features/requests/my-request-card";
import { lazyDialog } from "@/lib/lazy-dialog";
import { pageItems } from "@/lib/query-client";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useSearchParam } from "@/hooks/use-search-param";

const RequestFormDialog = lazyDialog(() => import("@/features/requests/request-form-dialog").then((m) => m.RequestFormDialog));

function CardsSkeleton() {
  const { t } = useTranslation("requests");
  return (
    <div className="grid gap-3" aria-label={t("page.loading")}>
      {Array.from({ length: DISPLAY_CAPS.requestsSkeletons }, (_, i) => (
        <Skeleton key={i} className="h-36" />
      ))}
    </div>
  );
}

const REQUESTS_TABS = ["mine", "friends"] as const;
type RequestsTab = (typeof REQUESTS_TABS)[number];

export default function RequestsPage() {
  const { t } = useTranslation("requests");
  useDocumentTitle(t("page.title"));
  const [creating, setCreating] = useState(false);
  // The open tab lives in `?tab=` ("mine", the default, leaves it out): a notification opens either.
  const [tab, setTab] = useSearchParam<RequestsTab>("tab", "mine", REQUESTS_TABS);
  const mine = useMyRequests();
  const friends = useFriendRequests();
  const fromFriends = pageItems(friends.data);

  return (
    <AppShell pageKey="/requests">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("page.title")}</h1>
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t("page.new")}
        </Button>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as RequestsTab)}>
        <TabsList>
          <TabsTrigger value="mine">{t("page.tabs.mine")}</TabsTrigger>
          <TabsTrigger value="friends">{t("page.tabs.friends")}</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          {mine.isLoading ? (
            <CardsSkeleton />
          ) : mine.isError ? (
            <LoadError message={t("page.loadFailed")} retrying={mine.isFetching} onRetry={() => void mine.refetch()} />
          ) : (mine.data ?? []).length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
              <Inbox className="mx-auto mb-2 size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">{t("page.empty.mine")}</p>
              <p className="mt-1 mb-3 text-sm text-muted-foreground">{t("page.empty.mineHint")}</p>
              <Button type="button" onClick={() => setCreating(true)}>
                {t("page.empty.create")}
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label={t("page.mineLabel")}>
              {mine.data!.map((r) => (
                <MyRequestCard key={r.id} request={r} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="friends">
          {friends.isLoading ? (
            <CardsSkeleton />
          ) : friends.isError ? (
            <LoadError message={t("page.loadFailed")} retrying={friends.isFetching} onRetry={() => void friends.refetch()} />
          ) : fromFriends.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
              <Inbox className="mx-auto mb-2 size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">{t("page.empty.friends")}</p>
            </div>
          ) : (
            <>
              <ul className="grid gap-3" aria-label={t("page.friendsLabel")}>
                {fromFriends.map((r) => (
                  <FriendRequestCard key={r.id} request={r} />
                ))}
              </ul>
              <QueryLoadMore query={friends} label={t("page.loadMore")} />
            </>
          )}
        </TabsContent>
      </Tabs>

      <RequestFormDialog open={creating} onOpenChange={setCreating} />
    </AppShell>
  );
}
