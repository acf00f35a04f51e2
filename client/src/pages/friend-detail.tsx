// The spec's screens Friend detail (/contacts/{contactId}/projects and /contacts/projects?contactId=).
import { useTranslation } from "@/lib/use-translation";
import { Link, useParams, useSearch } from "wouter";
import { UserX } from "lucide-react";
import { AppShell } from "@/components/layout/app-shell";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFriendProfile, useFriendProjects } from "@/features/friends/api/friends";
import { useSearchParam } from "@/hooks/use-search-param";
import { hasStatus } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { HeaderSkeleton } from "@/features/friends/friend-detail/header-skeleton";
import { ListSkeleton } from "@/features/friends/friend-detail/list-skeleton";
import { FriendHeader } from "@/features/friends/friend-detail/friend-header";
import { ProjectsTab } from "@/features/friends/friend-detail/projects-tab";
import { ProvidersTab } from "@/features/friends/friend-detail/providers-tab";
import { StartWorkActions } from "@/features/quotes/start-work-actions";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { friendCardName } from "@/features/friends/friend-card";

// The open tab lives in `?tab=` (Projects, the default, leaves it out).
const FRIEND_TABS = ["projects", "providers"] as const;
type FriendTab = (typeof FRIEND_TABS)[number];

export default function FriendDetailPage() {
  const { t } = useTranslation("friends");
  const params = useParams<{ contactId?: string }>();
  const search = useSearch();
  // The URL parameter keeps the spec's name, contactId.
  const friendId = params.contactId ?? new URLSearchParams(search).get("contactId") ?? undefined;
  const [tab, setTab] = useSearchParam<FriendTab>("tab", "projects", FRIEND_TABS);
  const friend = useFriendProfile(friendId);
  const projects = useFriendProjects(friendId);
  useDocumentTitle(friend.data ? friendCardName(friend.data) : friend.isLoading ? null : t("detail.docTitle"));

  const notFound = !friendId || hasStatus(friend.error, 404) || hasStatus(friend.error, 400);
  if (notFound) {
    return (
      <AppShell pageKey="/contacts">
        <div className="mt-10 rounded-2xl border border-border bg-card p-6 text-center shadow-sm">
          <UserX className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-bold">{t("detail.notFound")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("detail.notFoundBody")}</p>
          <Button asChild className="mt-4">
            <Link href={paths.friends}>{t("detail.back")}</Link>
          </Button>
        </div>
      </AppShell>
    );
  }

  return (
    <AppShell pageKey="/contacts">
      {friend.data ? <FriendHeader friend={friend.data} projects={projects.data} /> : <HeaderSkeleton />}
      <Tabs value={tab} onValueChange={(v) => setTab(v as FriendTab)} className="mt-4">
        <TabsList>
          <TabsTrigger value="projects">{t("detail.tabs.projects")}</TabsTrigger>
          <TabsTrigger value="providers">{t("detail.tabs.providers")}</TabsTrigger>
        </TabsList>
        <TabsContent value="projects">
          {projects.isLoading || !friend.data ? (
            <ListSkeleton />
          ) : (
            <ProjectsTab
              friend={friend.data}
              projects={projects.data ?? []}
              startWork={(provider) => <StartWorkActions provider={provider} className="mt-2 grid grid-cols-2 gap-2" />}
            />
          )}
        </TabsContent>
        <TabsContent value="providers">
          {projects.isLoading || !friend.data ? (
            <ListSkeleton />
          ) : (
            <ProvidersTab friend={friend.data} projects={projects.data ?? []} />
          )}
        </TabsContent>
      </Tabs>
    </AppShell>
  );
}
