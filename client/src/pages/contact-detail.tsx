// Spec §2 Friend detail (/contacts/{contactId}/projects and /contacts/projects?contactId=).
import { useMemo, useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import { ArrowLeft, Calendar, DollarSign, Mail, Repeat, Star, Tag, UserX } from "lucide-react";
import type { ContactProfile, FriendProject, FriendProjectProvider } from "@common/schemas/network";
import { DISPLAY_CAPS } from "@common/constants";
import { formatDate, formatMoney, formatRating } from "@common/format";
import { AppShell } from "@/components/layout/app-shell";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useContact, useContactProjects } from "@/features/friends/api/friends";
import { friendCardInitials, friendCardName } from "@/features/friends/friend-card";
import { friendProjectStatusLabel, friendProviders, type FriendProviderEntry } from "@/features/friends/friend-providers";
import { askAboutProjectMailto, askForRecommendationsMailto } from "@/features/friends/messages";
import { ProviderActions } from "@/features/friends/provider-actions";
import { hasStatus } from "@/lib/api-client";
import { paths } from "@/lib/paths";

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

function HeaderSkeleton() {
  return (
    <div className="flex items-center gap-3" aria-label="Loading friend">
      <Skeleton className="size-11 rounded-full" />
      <Skeleton className="size-14 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-28" />
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}

function FriendHeader({ friend, projects }: { friend: ContactProfile; projects: FriendProject[] | undefined }) {
  const projectCount = projects?.length ?? friend.projectCount;
  const providerCount = projects ? friendProviders(projects).length : friend.providerCount;
  return (
    <div className="flex items-center gap-3">
      <Button asChild variant="ghost" size="icon" className="shrink-0 rounded-full">
        <Link href={paths.contacts} aria-label="Back to Friends">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
      </Button>
      <Avatar className="size-14 shrink-0">
        {friend.profileImageUrl ? <AvatarImage src={friend.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="bg-primary/10 text-lg font-semibold text-primary">{friendCardInitials(friend)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <h1 className="truncate text-xl font-bold">{friendCardName(friend)}</h1>
        <p className="text-sm text-muted-foreground">
          {projectCount} projects • {providerCount} providers
        </p>
      </div>
    </div>
  );
}

function RatingText({ provider }: { provider: FriendProjectProvider }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-3.5 fill-accent text-accent-strong" aria-hidden="true" />
      <span>
        {formatRating(provider.rating)} ({provider.reviewCount} review{provider.reviewCount === 1 ? "" : "s"})
      </span>
    </span>
  );
}

function statusVariant(display: string) {
  if (display === "Completed") return "success" as const;
  if (display === "Active") return "default" as const;
  return "secondary" as const;
}

function ProjectProvider({ friend, project, provider, hired }: { friend: ContactProfile; project: FriendProject; provider: FriendProjectProvider; hired: boolean }) {
  const quote = formatMoney(provider.quoteAmount);
  return (
    <li className="rounded-xl border border-border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{provider.name}</p>
          <p className="text-caption text-muted-foreground">{provider.category}</p>
        </div>
        <Badge variant={hired ? statusVariant(provider.displayStatus) : "outline"}>{provider.displayStatus}</Badge>
      </div>
      <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-caption text-muted-foreground">
        {hired ? <RatingText provider={provider} /> : null}
        {quote ? <span>Quote: {quote}</span> : null}
      </div>
      <ProviderActions friend={friend} provider={provider} projectTitle={project.title} />
    </li>
  );
}

function ProjectsTab({ friend, projects }: { friend: ContactProfile; projects: FriendProject[] }) {
  if (projects.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
        <p className="font-semibold">No Projects Yet</p>
        <p className="mt-1 text-sm text-muted-foreground">{friend.firstName ?? "Your friend"} hasn&apos;t added any projects.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Projects">
      {projects.map((project) => {
        const budget = formatMoney(project.budget);
        const { hired, quoted, total } = project.providers;
        return (
          <li key={project.id} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            <article aria-label={project.title}>
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-subtitle font-bold">{project.title}</h2>
                <div className="flex shrink-0 flex-wrap justify-end gap-1">
                  <Badge variant={project.status === "active" ? "default" : "secondary"}>{friendProjectStatusLabel(project.status)}</Badge>
                  {project.projectType === "recurring" ? (
                    <Badge variant="outline">
                      <Repeat aria-hidden="true" />
                      Recurring
                    </Badge>
                  ) : null}
                </div>
              </div>
              <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-caption text-muted-foreground">
                <span>
                  {total} provider{total === 1 ? "" : "s"}
                </span>
                {budget ? (
                  <span className="inline-flex items-center gap-1">
                    <DollarSign className="size-3.5" aria-hidden="true" />
                    {budget}
                  </span>
                ) : null}
                {project.startDate ? (
                  <span className="inline-flex items-center gap-1">
                    <Calendar className="size-3.5" aria-hidden="true" />
                    {formatDate(project.startDate)}
                  </span>
                ) : null}
                {project.category ? (
                  <span className="inline-flex items-center gap-1">
                    <Tag className="size-3.5" aria-hidden="true" />
                    {project.category}
                  </span>
                ) : null}
              </div>

              {total === 0 ? (
                <div className="mt-3 rounded-xl bg-muted p-3 text-sm">
                  <p className="text-muted-foreground">No providers associated with this project yet</p>
                  <a
                    className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
                    href={askForRecommendationsMailto({ friend, friendEmail: friend.email, projectTitle: project.title })}
                  >
                    Ask for provider recommendations
                  </a>
                </div>
              ) : (
                <>
                  {hired.length > 0 ? (
                    <section className="mt-3" aria-label={`Hired Providers for ${project.title}`}>
                      <h3 className="mb-2 text-sm font-bold">Hired Providers</h3>
                      <ul className="grid gap-2">
                        {hired.map((p) => (
                          <ProjectProvider key={p.linkId} friend={friend} project={project} provider={p} hired />
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  {quoted.length > 0 ? (
                    <section className="mt-3" aria-label={`Also Quoted for ${project.title}`}>
                      <h3 className="mb-2 text-sm font-bold">Also Quoted</h3>
                      <ul className="grid gap-2">
                        {quoted.map((p) => (
                          <ProjectProvider key={p.linkId} friend={friend} project={project} provider={p} hired={false} />
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  <Button asChild variant="outline" className="mt-3 w-full">
                    <a
                      href={askAboutProjectMailto({
                        friend,
                        friendEmail: friend.email,
                        projectTitle: project.title,
                        providerNames: [...hired, ...quoted].map((p) => p.name),
                      })}
                    >
                      <Mail aria-hidden="true" />
                      Ask {friend.firstName ?? "them"} about this project
                    </a>
                  </Button>
                </>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function ProvidersTab({ friend, projects }: { friend: ContactProfile; projects: FriendProject[] }) {
  const [category, setCategory] = useState("all");
  const all = useMemo(() => friendProviders(projects), [projects]);
  const categories = useMemo(() => [...new Set(all.map((e) => e.provider.category))].sort(), [all]);
  const shown = category === "all" ? all : all.filter((e) => e.provider.category === category);

  return (
    <div className="grid gap-3">
      <Select value={category} onValueChange={setCategory}>
        <SelectTrigger aria-label="Filter by category">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Categories</SelectItem>
          {categories.map((c) => (
            <SelectItem key={c} value={c}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
          <p className="font-semibold">No Providers Found</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {category === "all"
              ? `${friend.firstName ?? "Your friend"} hasn't hired or gotten quotes from any providers yet.`
              : `${friend.firstName ?? "Your friend"} has no ${category} providers.`}
          </p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Providers">
          {shown.map((entry) => (
            <FriendProviderCard key={entry.provider.id} friend={friend} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FriendProviderCard({ friend, entry }: { friend: ContactProfile; entry: FriendProviderEntry }) {
  const { provider, hired, projects } = entry;
  const titles = projects.slice(0, DISPLAY_CAPS.friendProviderProjectTitles);
  const more = projects.length - titles.length;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm">
      <article aria-label={provider.name}>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate font-bold">{provider.name}</h2>
            <p className="text-caption text-muted-foreground">{provider.category}</p>
          </div>
          <Badge variant={hired ? "success" : "outline"}>{hired ? "Hired" : "Quoted Only"}</Badge>
        </div>
        <div className="mt-1 text-caption text-muted-foreground">
          <RatingText provider={provider} />
        </div>
        <p className="mt-2 text-sm font-semibold">
          {projects.length} project{projects.length === 1 ? "" : "s"}
        </p>
        <ul className="mt-1 grid gap-1">
          {titles.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-1 text-sm">
              <span className="truncate">{p.title}</span>
              <Badge variant="secondary">{friendProjectStatusLabel(p.status)}</Badge>
              {p.projectType === "recurring" ? <Badge variant="outline">Recurring</Badge> : null}
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="mt-1 text-caption text-muted-foreground">+{more} more</p> : null}
        <ProviderActions friend={friend} provider={provider} projectTitle={projects[0]?.title} />
      </article>
    </li>
  );
}
