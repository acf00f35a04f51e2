// The spec's Home screen: find providers (opens the request wizard), projects in planning, recent friend activity.
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { ChevronRight, FolderPlus, Search, Users } from "lucide-react";
import { DISPLAY_CAPS } from "@common/constants";
import { formatDate, formatMoney } from "@common/format";
import { AppShell } from "@/components/layout/app-shell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/api/auth";
import { useProjects } from "@/features/projects/api/projects";
import { ActivityItem } from "@/features/friends/activity-item";
import { useRecommendations } from "@/features/friends/api/friends";
import { SectionHeader } from "@/features/friends/section-header";
import { ContinueCard } from "@/features/providers/continue-card";
import { ComingUp, useComingUpInZone } from "@/features/recurring/coming-up";
import { lazyDialog } from "@/lib/lazy-dialog";
import { isNewUser } from "@/lib/new-user";
import { paths } from "@/lib/paths";
import { LazyGettingStarted, LazyInviteButton } from "@/features/invites/lazy";
import { LazyWhoToCallCard } from "@/features/home-items/lazy";
import { categoryLabel } from "@/lib/category-label";
import { useDocumentTitle } from "@/hooks/use-document-title";
import type { RecommendationItem } from "@common/schemas/friends";
import type { ProjectListItem } from "@common/schemas/projects";

// Upkeep tasks' rows in "Coming up" load after Home (Home's first chunks stay as they are).
const HomeTaskRow = lazy(() => import("./home-task-row"));

const ProviderRequestDialog = lazyDialog(() =>
  import("@/features/requests/provider-request-dialog").then((m) => m.ProviderRequestDialog),
);

export default function HomePage() {
  const { t } = useTranslation("home");
  useDocumentTitle(t("home.title"));
  const { user } = useAuth();
  const [requestOpen, setRequestOpen] = useState(false);
  const [askCategory, setAskCategory] = useState<string>();
  const projects = useProjects();
  const activity = useRecommendations(DISPLAY_CAPS.homeActivityItems);

  // A section below a list whose height its data decides waits for that data, so nothing already
  // on the screen moves as the lists come in: Coming up, then the projects in planning.
  const comingUpSettled = !useComingUpInZone().isPending;
  const planningSettled = comingUpSettled && !projects.isLoading;

  const planning = (projects.data ?? []).filter((p) => p.status === "planning").slice(0, DISPLAY_CAPS.homePlanningProjects);
  const recent = activity.data ?? []; // the server sends at most the limit asked for

  return (
    <AppShell pageKey="/">
      <h1 className="sr-only">{t("home.title")}</h1>
      {/* A household viewer's first card; nothing for owner and members. */}
      <LazyWhoToCallCard />
      <p className="mb-4 text-sm text-muted-foreground">
        {user?.firstName
          ? t(isNewUser(user.id) ? "home.welcomeName" : "home.welcomeBackName", { name: user.firstName })
          : t(isNewUser(user?.id) ? "home.welcome" : "home.welcomeBack")}
      </p>
      <ContinueCard />

      <section aria-labelledby="find-providers" className="mb-6">
        <h2 id="find-providers" className="mb-2 text-subtitle font-bold">
          {t("home.findTitle")}
        </h2>
        <div className="flex items-stretch gap-3">
          <button
            type="button"
            onClick={() => setRequestOpen(true)}
            className="flex min-h-16 flex-1 items-center gap-3 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Users className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{t("home.findProvider")}</span>
              <span className="block text-sm text-muted-foreground">{t("home.askFriends")}</span>
            </span>
            {/* Left out on the narrowest phones, where the words need the room. */}
            <ChevronRight className="size-5 shrink-0 text-muted-foreground max-[359px]:hidden" aria-hidden="true" />
          </button>
          <Button
            type="button"
            size="icon"
            className="size-14 self-center rounded-full shadow-lg"
            aria-label={t("home.searchProviders")}
            onClick={() => setRequestOpen(true)}
          >
            <Search className="size-6" aria-hidden="true" />
          </Button>
        </div>
      </section>

      <ComingUp
        renderTask={(item, when) => (
          <Suspense
            fallback={
              <li aria-hidden="true">
                <Skeleton className="h-16 rounded-2xl" />
              </li>
            }
          >
            <HomeTaskRow
              item={item}
              when={when}
              onAsk={(category) => {
                setAskCategory(category);
                setRequestOpen(true);
              }}
            />
          </Suspense>
        )}
      />

      {comingUpSettled ? <PlanningSection loading={projects.isLoading} planning={planning} /> : null}
      {planningSettled ? (
        <>
          <Link href={paths.money} className="-mt-4 mb-4 inline-flex min-h-11 items-center text-sm font-medium text-primary">
            {t("home.moneyLink")}
          </Link>
          <LazyGettingStarted headingId="home-getting-started" />
          <ActivitySection loading={activity.isLoading} recent={recent} />
        </>
      ) : null}

      <ProviderRequestDialog
        open={requestOpen}
        onOpenChange={(open) => {
          setRequestOpen(open);
          if (!open) setAskCategory(undefined);
        }}
        initialCategory={askCategory}
      />
    </AppShell>
  );
}

/** "Projects in Planning": a skeleton while the projects load, then the first few in planning. */
function PlanningSection({ loading, planning }: { loading: boolean; planning: ProjectListItem[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="planning-projects" className="mb-6">
      <SectionHeader id="planning-projects" title={t("home.planningTitle")} href={paths.projects} />
      {loading ? (
        <div className="grid gap-2" aria-label={t("home.loadingProjects")}>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : planning.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-5 text-center">
          <p className="mb-3 text-sm text-muted-foreground">{t("home.noPlanning")}</p>
          <Button asChild>
            <Link href={paths.projects}>
              <FolderPlus aria-hidden="true" />
              {t("home.createFirstProject")}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2">
          {planning.map((p) => (
            <li key={p.id}>
              <Link
                href={paths.project(p.id)}
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm hover:bg-muted"
              >
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-semibold">{p.title}</p>
                  <p className="truncate text-caption text-muted-foreground">
                    {[
                      p.category ? categoryLabel(p.category) : null,
                      formatMoney(p.budget, p.currency),
                      p.startDate ? formatDate(p.startDate) : null,
                    ]
                      .filter(Boolean)
                      .join(" • ")}
                  </p>
                </div>
                <Badge variant="secondary">{t("home.planningStatus")}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Recent friend activity": a skeleton while it loads, the invitation when there is none. */
function ActivitySection({ loading, recent }: { loading: boolean; recent: RecommendationItem[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="friend-activity">
      <SectionHeader id="friend-activity" title={t("home.activityTitle")} href={paths.friends} />
      {loading ? (
        <div className="grid gap-2" aria-label={t("home.loadingActivity")}>
          {Array.from({ length: DISPLAY_CAPS.homeActivityItems }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : recent.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-5 text-center">
          <p className="text-sm text-muted-foreground">{t("home.noActivity")}</p>
          <LazyInviteButton className="mt-3 h-11" variant="default">
            {t("home.invite")}
          </LazyInviteButton>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label={t("home.activityList")}>
          {recent.map((item) => (
            <ActivityItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
