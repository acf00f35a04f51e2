// seedDemo(db): writes the demo community of demo-data.ts in one transaction. Every row has a
// name-based id; a second run finds the demo accounts and writes nothing.
import { eq, inArray, sql } from "drizzle-orm";
import { appointmentAt } from "../../common/appointment.js";
import { normalisePhone } from "../../common/phone.js";
import type { Db } from "../../server/db/client.js";
import {
  contacts,
  notifications,
  projectCollaborators,
  projectProviders,
  projects,
  providerRequests,
  providerSuggestions,
  providers,
  recommendations,
  reviews,
  serviceOccurrences,
  suggestionVouches,
  userCredentials,
  userProviders,
  users,
} from "../../server/db/schema.js";
import { queryRows } from "../../server/db/client.js";
import { hashPassword } from "../../server/features/auth/passwords.js";
import {
  notifyCollaboratorAdded,
  notifyNewRequest,
  notifySuggestion,
  notifySuggestionVouch,
} from "../../server/features/notifications/fan-out.js";
import { durationNote } from "../../server/features/providers/service.js";
import { refreshProviderRatings } from "../../server/features/reviews/provider-rating.js";
import { recordJobReview } from "../../server/features/reviews/record-review.js";
import {
  DEMO_BOOKS,
  DEMO_COLLABORATORS,
  DEMO_EXPERIENCES,
  DEMO_LINKS,
  DEMO_OCCURRENCES,
  DEMO_PASSWORD,
  DEMO_PROJECTS,
  DEMO_PROVIDERS,
  DEMO_REQUESTS,
  DEMO_SAVED,
  DEMO_USERS,
  DEMO_VOUCHES,
  demoEmail,
  type DemoProject,
  type ProjectKey,
  type ProviderKey,
  type UserKey,
} from "./demo-data.js";
import { demoId } from "./uuid.js";
import type { RowCounts } from "./row-counts.js";

export { DEMO_PASSWORD, DEMO_EMAIL_DOMAIN, DEMO_USERS, demoEmail } from "./demo-data.js";

export interface DemoCounts extends RowCounts {
  providerCategories: number;
  /** Inbox items the events above gave the demo's people. */
  notifications: number;
}

export type SeedDemoResult = { created: true; counts: DemoCounts } | { created: false };

export interface SeedDemoOptions {
  /** The day the demo is built around (dates are relative to it). Default: now. */
  today?: Date;
}

/** Keeps two seeds on one PostgreSQL database apart; any constant unique to this script works. */
const SEED_LOCK_KEY = 720_411_338;

const DAY_MS = 24 * 60 * 60 * 1000;

const userId = (key: UserKey) => demoId("user", key);
const providerId = (key: ProviderKey) => demoId("provider", key);
const projectId = (key: ProjectKey) => demoId("project", key);
const linkId = (project: ProjectKey, provider: ProviderKey) => demoId("project-provider", `${project}:${provider}`);
const experienceProjectId = (key: string) => demoId("project", `experience:${key}`);
const experienceLinkId = (key: string) => demoId("project-provider", `experience:${key}`);

/** The demo neighbourhood's zone (its addresses are in Portland, Oregon). */
export const DEMO_TIME_ZONE = "America/Los_Angeles";

/** The first demo account: its presence means the demo data is already there. */
export const DEMO_MARKER_EMAIL = demoEmail(DEMO_USERS[0]!);

class Calendar {
  private readonly midnight: number;
  constructor(today: Date) {
    this.midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  }
  /** A timestamp `days` from today at `hour` UTC (noon keeps the calendar day in every US zone). */
  at(days: number, hour = 17): Date {
    return new Date(this.midnight + days * DAY_MS + hour * 60 * 60 * 1000);
  }
  /** A `date` column value ("2026-11-22") `days` from today. */
  date(days: number): string {
    return new Date(this.midnight + days * DAY_MS).toISOString().slice(0, 10);
  }
  /** The next service date after today for a recurring project. */
  nextService(project: Extract<DemoProject, { projectType: "recurring" }>): string {
    const today = new Date(this.midnight);
    if (project.recurringFrequency === "weekly" && project.recurringDayOfWeek !== undefined) {
      const ahead = (project.recurringDayOfWeek - today.getUTCDay() + 7) % 7 || 7;
      return this.date(ahead);
    }
    // Monthly, quarterly and yearly: the first chosen day of the month after today and on or
    // after the start date.
    const from = new Date(this.midnight + Math.max(project.startInDays, 1) * DAY_MS);
    const wanted = project.recurringDayOfMonth ?? from.getUTCDate();
    const y = from.getUTCFullYear();
    const m = from.getUTCMonth() + (from.getUTCDate() > wanted ? 1 : 0);
    const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, m, Math.min(wanted, lastDay))).toISOString().slice(0, 10);
  }
}

/**
 * A link's estimate appointment as the app stores what a neighbour schedules: the instant of the
 * typed time on that day in the neighbourhood's zone, that time and that zone.
 */
function estimateOf(cal: Calendar, l: { estimateInDays?: number; estimateTime?: string }) {
  if (l.estimateInDays === undefined) return { estimateScheduledDate: null, estimateScheduledTime: null };
  const { at, time, timeZone } = appointmentAt(cal.date(l.estimateInDays), l.estimateTime ?? "09:00", DEMO_TIME_ZONE);
  return { estimateScheduledDate: at, estimateScheduledTime: time, estimateTimeZone: timeZone };
}

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const cal = new Calendar(options.today ?? new Date());
  // Hashing is slow on purpose (scrypt): do it before the transaction holds any lock.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, DEMO_USERS.map(demoEmail)))
      .limit(1);
    if (existing.length > 0) return { created: false } as const;

    // Users with completed profiles and local credentials.
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        id: userId(u.key),
        email: demoEmail(u),
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        phoneKey: normalisePhone(u.phone, "US"),
        // The demo's people proved their number and e-mail: their address-book matches count.
        provenPhoneKey: normalisePhone(u.phone, "US"),
        emailVerifiedAt: cal.at(-u.joinedDaysAgo),
        homeAddress: u.homeAddress,
        isProfileComplete: true,
        providersWelcomeSeenAt: cal.at(-u.joinedDaysAgo + 1),
        createdAt: cal.at(-u.joinedDaysAgo),
        updatedAt: cal.at(-u.joinedDaysAgo),
      })),
    );
    await tx.insert(userCredentials).values(DEMO_USERS.map((u, i) => ({ userId: userId(u.key), passwordHash: hashes[i]! })));

    // Address books: the people each neighbour has saved, matched by number or e-mail.
    const byKey = new Map(DEMO_USERS.map((u) => [u.key, u]));
    const bookEntries = DEMO_USERS.flatMap((owner) => {
      const book = DEMO_BOOKS[owner.key];
      const known = book.knows.map((key) => {
        const u = byKey.get(key)!;
        const email = book.byEmail === key ? demoEmail(u) : null;
        return {
          name: `${u.firstName} ${u.lastName}`,
          phone: email ? null : u.phone,
          email,
          phoneKeys: email ? [] : [normalisePhone(u.phone, "US")!],
          emailKeys: email ? [email] : [],
        };
      });
      const outside = book.outside.map((o) => ({
        name: o.name,
        phone: o.phone,
        email: null,
        phoneKeys: [normalisePhone(o.phone, "US")!],
        emailKeys: [],
      }));
      return [...known, ...outside].map((entry) => ({
        id: demoId("contact", `${owner.key}:${entry.name}`),
        userId: userId(owner.key),
        ...entry,
        createdAt: cal.at(-owner.joinedDaysAgo + 1),
      }));
    });
    await tx.insert(contacts).values(bookEntries);

    // The shared provider directory.
    await tx.insert(providers).values(
      DEMO_PROVIDERS.map((p) => ({
        id: providerId(p.key),
        name: p.name,
        category: p.category,
        phone: p.phone,
        // The demo community is American: its numbers are read as US ones whatever the region.
        phoneKey: normalisePhone(p.phone, "US"),
        email: p.email,
        website: p.website ?? null,
        address: p.address ?? null,
        description: p.description ?? null,
        isVerified: p.isVerified ?? false,
        userId: userId(p.addedBy),
        sourceType: "user_added",
        howDoYouKnow: p.howDoYouKnow,
        createdAt: cal.at(-p.addedDaysAgo),
        updatedAt: cal.at(-p.addedDaysAgo),
      })),
    );

    // Projects, one-time and recurring, plus the projects that recorded experiences create.
    const projectRows: (typeof projects.$inferInsert)[] = DEMO_PROJECTS.map((p) => {
      const recurring =
        p.projectType === "recurring"
          ? {
              recurringFrequency: p.recurringFrequency,
              recurringDayOfWeek: p.recurringDayOfWeek ?? null,
              recurringDayOfMonth: p.recurringDayOfMonth ?? null,
              nextServiceDate: p.hasNextService ? cal.nextService(p) : null,
              recurringBudget: p.recurringBudget,
              isRecurringActive: p.isRecurringActive,
              recurringNotes: p.recurringNotes ?? null,
            }
          : {};
      const created = cal.at(Math.min(p.startInDays, 0) - 10);
      return {
        id: projectId(p.key),
        userId: userId(p.owner),
        title: p.title,
        description: p.description,
        status: p.status,
        budget: p.budget ?? null,
        startDate: cal.date(p.startInDays),
        endDate: p.endInDays === undefined ? null : cal.date(p.endInDays),
        progress: p.progress,
        category: p.category,
        projectType: p.projectType,
        ...recurring,
        createdAt: created,
        updatedAt: created,
      };
    });
    const ownerOf = new Map<string, UserKey>(DEMO_PROJECTS.map((p) => [projectId(p.key), p.owner]));
    for (const e of DEMO_EXPERIENCES) {
      const ongoing = e.type === "ongoing";
      projectRows.push({
        id: experienceProjectId(e.key),
        userId: userId(e.user),
        title: e.projectTitle,
        description: ongoing ? e.comment : null,
        category: e.projectCategory,
        status: ongoing ? "active" : "completed",
        progress: ongoing ? 0 : 100,
        startDate: ongoing ? null : cal.date(-e.daysAgo),
        endDate: ongoing ? null : cal.date(-e.daysAgo),
        projectType: ongoing ? "recurring" : "one_time",
        recurringNotes: ongoing ? durationNote(e.relationshipDuration) : null,
        createdAt: cal.at(-e.daysAgo),
        updatedAt: cal.at(-e.daysAgo),
      });
      ownerOf.set(experienceProjectId(e.key), e.user);
    }
    await tx.insert(projects).values(projectRows);

    await tx.insert(projectCollaborators).values(
      DEMO_COLLABORATORS.map((c) => ({
        id: demoId("collaborator", `${c.project}:${c.user}`),
        projectId: projectId(c.project),
        userId: userId(c.user),
        invitedBy: userId(ownerOf.get(projectId(c.project))!),
        joinedAt: cal.at(-c.daysAgo),
        createdAt: cal.at(-c.daysAgo),
      })),
    );

    // Providers on projects, at every step of the workflow.
    const linkRows: (typeof projectProviders.$inferInsert)[] = DEMO_LINKS.map((l) => ({
      id: linkId(l.project, l.provider),
      projectId: projectId(l.project),
      providerId: providerId(l.provider),
      status: l.status,
      quoteAmount: l.quoteAmount ?? null,
      notes: l.notes ?? null,
      ...estimateOf(cal, l),
      workStartDate: l.workStartInDays === undefined ? null : cal.date(l.workStartInDays),
      finalAmount: l.finalAmount ?? null,
      rating: l.rating ?? null,
      review: l.review ?? null,
      isVouched: l.isVouched ?? false,
      vouchedAt: l.isVouched ? cal.at(l.finishedInDays ?? 0) : null,
      createdAt: cal.at(l.addedInDays),
      updatedAt: cal.at(l.finishedInDays ?? l.addedInDays),
    }));
    const finished: { linkId: string; source: "project" | "experience"; at: Date }[] = DEMO_LINKS.filter(
      (l) => l.rating !== undefined,
    ).map((l) => ({ linkId: linkId(l.project, l.provider), source: "project", at: cal.at(l.finishedInDays ?? 0) }));
    for (const e of DEMO_EXPERIENCES) {
      const id = experienceLinkId(e.key);
      linkRows.push({
        id,
        projectId: experienceProjectId(e.key),
        providerId: providerId(e.provider),
        status: e.type === "ongoing" ? "active" : "completed",
        finalAmount: e.type === "completed" ? (e.finalAmount ?? null) : null,
        rating: e.rating,
        review: e.comment,
        isVouched: e.wouldVouch,
        vouchedAt: e.wouldVouch ? cal.at(-e.daysAgo) : null,
        createdAt: cal.at(-e.daysAgo),
        updatedAt: cal.at(-e.daysAgo),
      });
      finished.push({ linkId: id, source: "experience", at: cal.at(-e.daysAgo) });
    }
    await tx.insert(projectProviders).values(linkRows);

    // Finished jobs and experiences go through the app's one review path (reviews and
    // recommendations as the app writes them); ratings are recomputed once the lists are in.
    const linkById = new Map(linkRows.map((l) => [l.id!, l]));
    for (const f of finished) {
      const link = linkById.get(f.linkId)!;
      await recordJobReview(tx, {
        userId: userId(ownerOf.get(link.projectId)!),
        providerId: link.providerId,
        projectId: link.projectId,
        projectProviderId: f.linkId,
        rating: link.rating!,
        comment: link.review ?? null,
        finalAmount: link.finalAmount ?? null,
        source: f.source,
      });
      await tx.update(reviews).set({ createdAt: f.at }).where(eq(reviews.projectProviderId, f.linkId));
      await tx.update(recommendations).set({ createdAt: f.at }).where(eq(recommendations.projectProviderId, f.linkId));
    }

    // Vouches are recommendations to the whole network (no review; a vouch counts in the rating
    // of a person who has no job review of the provider).
    await tx.insert(recommendations).values(
      DEMO_VOUCHES.map((v) => ({
        id: demoId("recommendation", `vouch:${v.user}:${v.provider}`),
        fromUserId: userId(v.user),
        providerId: providerId(v.provider),
        source: "vouch",
        rating: v.rating,
        comment: v.comment ?? null,
        createdAt: cal.at(-v.daysAgo),
      })),
    );

    const listRows = personalLists(cal);
    await tx.insert(userProviders).values(listRows);
    // Every provider's rating and reviewCount by the app's one formula (each person once: latest
    // job review, else vouch), now that reviews carry their dates and the vouches are listed.
    await refreshProviderRatings(
      tx,
      inArray(
        providers.id,
        DEMO_PROVIDERS.map((p) => providerId(p.key)),
      ),
    );

    // Service visits: the history, plus the next visit of every running service.
    const occurrences = [
      ...DEMO_OCCURRENCES.map((o) => ({
        key: `${o.project}:${o.scheduledInDays}`,
        project: o.project,
        scheduledDate: cal.date(o.scheduledInDays),
        completedDate: o.status === "completed" ? cal.date(o.scheduledInDays) : null,
        status: o.status,
        actualCost: o.actualCost ?? null,
        notes: o.notes ?? null,
        rating: o.rating ?? null,
        createdAt: cal.at(o.scheduledInDays - 7),
      })),
      ...DEMO_PROJECTS.flatMap((p) =>
        p.projectType === "recurring" && p.status === "active" && p.hasNextService
          ? [
              {
                key: `${p.key}:next`,
                project: p.key,
                scheduledDate: cal.nextService(p),
                completedDate: null,
                status: "scheduled" as const,
                actualCost: null,
                notes: null,
                rating: null,
                createdAt: cal.at(-1),
              },
            ]
          : [],
      ),
    ];
    await tx.insert(serviceOccurrences).values(
      occurrences.map(({ key, project, ...o }) => ({
        id: demoId("occurrence", key),
        projectId: projectId(project),
        ...o,
        updatedAt: o.createdAt,
      })),
    );

    // Requests to friends, their suggestions and the vouches on those suggestions.
    await tx.insert(providerRequests).values(
      DEMO_REQUESTS.map((r) => ({
        id: demoId("request", r.key),
        userId: userId(r.user),
        title: r.title,
        description: r.description ?? null,
        category: r.category,
        location: r.location ?? null,
        budgetRange: r.budgetRange ?? null,
        timeline: r.timeline ?? null,
        status: r.status,
        createdAt: cal.at(-r.daysAgo, 15),
        updatedAt: cal.at(r.status === "resolved" ? -r.daysAgo + 3 : -r.daysAgo, 15),
      })),
    );
    const providerByKey = new Map(DEMO_PROVIDERS.map((p) => [p.key, p]));
    const suggestions = DEMO_REQUESTS.flatMap((r) => r.suggestions.map((s) => ({ request: r, s })));
    await tx.insert(providerSuggestions).values(
      suggestions.map(({ request, s }) => {
        const known = s.provider ? providerByKey.get(s.provider)! : undefined;
        return {
          id: demoId("suggestion", `${request.key}:${s.key}`),
          requestId: demoId("request", request.key),
          suggestingUserId: userId(s.by),
          providerId: s.provider ? providerId(s.provider) : null,
          providerName: known?.name ?? s.freeText!.name,
          providerCategory: known?.category ?? s.freeText!.category,
          providerPhone: known?.phone ?? s.freeText!.phone ?? null,
          providerEmail: known?.email ?? s.freeText!.email ?? null,
          comment: s.comment,
          createdAt: cal.at(-s.daysAgo, 18),
        };
      }),
    );
    const suggestionVouchRows = suggestions.flatMap(({ request, s }) =>
      s.vouches.map((v) => ({
        id: demoId("suggestion-vouch", `${request.key}:${s.key}:${v.user}`),
        suggestionId: demoId("suggestion", `${request.key}:${s.key}`),
        userId: userId(v.user),
        comment: v.comment ?? null,
        createdAt: cal.at(-v.daysAgo, 20),
      })),
    );
    await tx.insert(suggestionVouches).values(suggestionVouchRows);

    // The inbox: each event above notifies whom the app would have (the same fan-out, no
    // e-mail), dated when it happened (never later than now); what is more than three days old has
    // been read.
    const quiet = { email: false };
    for (const r of DEMO_REQUESTS) await notifyNewRequest(tx, userId(r.user), demoId("request", r.key), quiet);
    for (const { request, s } of suggestions) {
      const ids = [demoId("suggestion", `${request.key}:${s.key}`), demoId("request", request.key)] as const;
      await notifySuggestion(tx, userId(s.by), ...ids, quiet);
      for (const v of s.vouches) await notifySuggestionVouch(tx, userId(v.user), ...ids, quiet);
    }
    for (const c of DEMO_COLLABORATORS) {
      const project = projectId(c.project);
      await notifyCollaboratorAdded(tx, userId(ownerOf.get(project)!), project, userId(c.user), quiet);
    }
    const when = sql`case n.type
        when 'request' then (select r.created_at from ${providerRequests} r where r.id = n.request_id)
        when 'suggestion' then (select s.created_at from ${providerSuggestions} s where s.id = n.suggestion_id)
        when 'suggestion_vouch' then (select v.created_at from ${suggestionVouches} v
          where v.suggestion_id = n.suggestion_id and v.user_id = n.actor_user_id)
        else (select c.created_at from ${projectCollaborators} c where c.project_id = n.project_id and c.user_id = n.user_id)
      end`;
    const dated = await queryRows<{ n: number }>(
      tx,
      sql`
      with d as (select n.id, least(${when}, now()) as at from ${notifications} n)
      update ${notifications} n set created_at = d.at,
        read_at = case when d.at < ${cal.at(-3)} then d.at + interval '1 day' end
      from d where d.id = n.id
      returning 1 as n`,
    );

    return {
      created: true,
      counts: {
        users: DEMO_USERS.length,
        providers: DEMO_PROVIDERS.length,
        providerCategories: new Set(DEMO_PROVIDERS.map((p) => p.category)).size,
        userProviders: listRows.length,
        projects: projectRows.length,
        projectProviders: linkRows.length,
        collaborators: DEMO_COLLABORATORS.length,
        reviews: finished.length,
        recommendations: finished.length + DEMO_VOUCHES.length,
        serviceOccurrences: occurrences.length,
        providerRequests: DEMO_REQUESTS.length,
        providerSuggestions: suggestions.length,
        suggestionVouches: suggestionVouchRows.length,
        notifications: dated.length,
      },
    } as const;
  });
}

type UserProviderRow = typeof userProviders.$inferInsert;
type ListFacts = Omit<UserProviderRow, "id" | "userId" | "providerId" | "createdAt">;
interface ListEvent {
  user: UserKey;
  provider: ProviderKey;
  at: Date;
  /** How the provider came onto the list, if this is the first event. */
  entry: ListFacts;
  vouch?: { rating: number; comment: string | null };
}

/**
 * Each neighbour's own list, built the way the app builds it: adding a provider, saving one from
 * a friend or from a suggestion, vouching, recording an experience, or attaching it to a project
 * (which lists it as "hired"). The earliest event decides the entry's sourceType; every vouch
 * marks it vouched, the latest one winning.
 */
function personalLists(cal: Calendar): UserProviderRow[] {
  const events: ListEvent[] = [];
  for (const p of DEMO_PROVIDERS) {
    events.push({
      user: p.addedBy,
      provider: p.key,
      at: cal.at(-p.addedDaysAgo),
      entry: { sourceType: "user_added", howDoYouKnow: p.howDoYouKnow },
    });
  }
  for (const s of DEMO_SAVED) {
    events.push({
      user: s.user,
      provider: s.provider,
      at: cal.at(-s.daysAgo),
      entry: { sourceType: "saved_from_contact", sourceContactId: userId(s.fromFriend), howDoYouKnow: "friend" },
    });
  }
  for (const r of DEMO_REQUESTS) {
    for (const s of r.suggestions) {
      if (s.savedDaysAgo === undefined || !s.provider) continue;
      events.push({
        user: r.user,
        provider: s.provider,
        at: cal.at(-s.savedDaysAgo),
        entry: { sourceType: "suggestion", sourceContactId: userId(s.by), howDoYouKnow: "friend" },
      });
    }
  }
  for (const v of DEMO_VOUCHES) {
    events.push({
      user: v.user,
      provider: v.provider,
      at: cal.at(-v.daysAgo),
      entry: { sourceType: "vouched" },
      vouch: { rating: v.rating, comment: v.comment ?? null },
    });
  }
  for (const e of DEMO_EXPERIENCES) {
    events.push({
      user: e.user,
      provider: e.provider,
      at: cal.at(-e.daysAgo),
      entry: {
        sourceType: "experience",
        howDoYouKnow: e.relationshipDuration ? "ongoing" : e.type,
        friendDescription: e.comment,
      },
      vouch: e.wouldVouch ? { rating: e.rating, comment: e.comment } : undefined,
    });
  }
  const owners = new Map(DEMO_PROJECTS.map((p) => [p.key, p.owner]));
  for (const l of DEMO_LINKS) {
    events.push({
      user: owners.get(l.project)!,
      provider: l.provider,
      at: cal.at(l.addedInDays),
      entry: { sourceType: "hired" },
    });
  }

  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows = new Map<string, UserProviderRow>();
  for (const ev of events) {
    const key = `${ev.user}:${ev.provider}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        id: demoId("user-provider", key),
        userId: userId(ev.user),
        providerId: providerId(ev.provider),
        ...ev.entry,
        createdAt: ev.at,
      };
      rows.set(key, row);
    }
    row.updatedAt = ev.at;
    if (ev.vouch) {
      Object.assign(row, { isVouched: true, vouchRating: ev.vouch.rating, vouchComment: ev.vouch.comment, vouchedAt: ev.at });
    }
  }
  return [...rows.values()];
}
