// Spec §2 Friend detail (/contacts/{contactId}/projects and /contacts/projects?contactId=).
import { Link, useParams, useSearch } from "wouter";
import { UserX } from "lucide-react";
import { AppShell } from "@/components/layout/app-shell";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useContact, useContactProjects } from "@/features/friends/api/friends";
import { hasStatus } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { HeaderSkeleton } from "@/features/friends/friend-detail/header-skeleton";
import { ListSkeleton } from "@/features/friends/friend-detail/list-skeleton";
import { FriendHeader } from "@/features/friends/friend-detail/friend-header";
import { ProjectsTab } from "@/features/friends/friend-detail/projects-tab";
import { ProvidersTab } from "@/features/friends/friend-detail/providers-tab";

export default function ContactDetailPage() {
  const params = useParams<{ contactId?: string }>();
  const search = useSearch();
  const contactId = params.contactId ?? new URLSearchParams(search).get("contactId") ?? undefined;
  const contact = useContact(contactId);
  const projects = useContactProjects(contactId);

  const notFound = !contactId || hasStatus(contact.error, 404) || hasStatus(contact.error, 400);
  if (notFound) {
    return (
      <AppShell pageKey="/contacts">
        <div className="mt-10 rounded-2xl border border-border bg-card p-6 text-center shadow-sm">
          <UserX className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-bold">Friend Not Found</h1>
          <p className="mt-1 text-sm text-muted-foreground">The friend you&apos;re looking for doesn&apos;t exist.</p>
          <Button asChild className="mt-4">
            <Link href={paths.contacts}>Back to Friends</Link>
          </Button>
        </div>
      </AppShell>
    );
  }

  return (
    <AppShell pageKey="/contacts">
      {contact.data ? <FriendHeader friend={contact.data} projects={projects.data} /> : <HeaderSkeleton />}
      <Tabs defaultValue="projects" className="mt-4">
        <TabsList>
          <TabsTrigger value="projects">Projects</TabsTrigger>
          <TabsTrigger value="providers">Providers</TabsTrigger>
        </TabsList>
        <TabsContent value="projects">
          {projects.isLoading || !contact.data ? (
            <ListSkeleton />
          ) : (
            <ProjectsTab friend={contact.data} projects={projects.data ?? []} />
          )}
        </TabsContent>
        <TabsContent value="providers">
          {projects.isLoading || !contact.data ? (
            <ListSkeleton />
          ) : (
            <ProvidersTab friend={contact.data} projects={projects.data ?? []} />
          )}
        </TabsContent>
      </Tabs>
    </AppShell>
  );
}
