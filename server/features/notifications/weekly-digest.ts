// The weekly e-mail "This week at home", for those who turned it on (off by default): on their
// Monday from 08:00 in their time zone (UTC until their browser has told us), the week's upkeep
// tasks of their household (owners and members; a viewer cannot do tasks), the estimate
// appointments and recurring services of their projects (owned or shared) and the household's
// warranties ending within 30 days. A week with nothing in it sends nothing.
//
// At most once per person and week across processes: a sweep first claims (person, week) rows in
// weekly_digests (primary key; INSERT … ON CONFLICT DO NOTHING RETURNING), and only the process
// whose insert returned a row sends that e-mail. A process dying between the claim and the SMTP
// server's answer loses that week's digest (never sends it twice); a refused send is not tried
// again. Every step is one statement for a whole batch of people, never one per person.
// Titles and names people typed are made unlinkable (mail/unlinkable.ts); no provider's e-mail or
// phone, and nothing of any other person, is in it.
import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import { WARRANTY_COMING_UP_DAYS } from "../../../common/schemas/home-items.js";
import { WEEKLY_DIGEST } from "../../../common/notification-types.js";
import { addDays } from "../../../common/recurring-dates.js";
import { shownAppointment } from "../../../common/appointment.js";
import { dateIn, instantOf, wallClock } from "../../../common/time-zone.js";
import { queryRows, type Db } from "../../db/client.js";
import {
  homeItems,
  homeTasks,
  householdMembers,
  notificationSettings,
  projectCollaborators,
  projectProviders,
  projects,
  providers,
  users,
  weeklyDigests,
} from "../../db/schema.js";
import { pgArray } from "../../db/sql.js";
import type { Mailer } from "../../mail/mailer.js";
import { renderMail, type RenderedMail } from "../../mail/templates.js";
import { unlinkable } from "../../mail/unlinkable.js";
import { linkOn } from "../../public-url.js";
import { formatTime } from "../../../common/format.js";
import { languageFrom, localeFor, translator } from "../../i18n/index.js";
import type { Language } from "../../../common/i18n/languages.js";
import { QueueRunner } from "./queue-runner.js";
import { signUnsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token.js";

/** The hour of the person's Monday from which their digest is due. */
const DIGEST_HOUR = 8;
/** People claimed per statement. */
const BATCH = 50;
/** Entries a section lists; past these it points to the app. */
const LISTED = 20;
/** Claims older than this are forgotten (a week is only ever claimed on its own Monday). */
const KEEP_DAYS = 56;

/** A time zone whose clock shows a Monday at or after DIGEST_HOUR now: that Monday, and the week's bounds. */
interface DueZone {
  zone: string;
  week: string;
  from: Date;
  to: Date;
}

/** The zones (of those given) where the digest is due at `now`. */
function dueZones(zones: string[], now: Date): DueZone[] {
  const due: DueZone[] = [];
  for (const zone of zones) {
    let week: string;
    try {
      if (wallClock(now, zone).hour < DIGEST_HOUR) continue;
      week = dateIn(now, zone);
    } catch {
      continue; // a zone this process's Intl does not know (stored zones are checked on the way in)
    }
    if (new Date(`${week}T00:00:00Z`).getUTCDay() !== 1) continue;
    due.push({ zone, week, from: instantOf(week, zone), to: instantOf(addDays(week, 7), zone) });
  }
  return due;
}

interface Task {
  id: string;
  title: string;
  date: string;
}
interface Warranty {
  id: string;
  name: string;
  date: string;
}
interface Appointment {
  id: string;
  projectId: string;
  projectTitle: string;
  providerName: string;
  at: string;
  zone: string;
}
interface Service {
  id: string;
  title: string;
  date: string;
}

interface DigestRow {
  userId: string;
  to: string | null;
  week: string;
  timeZone: string | null;
  /** The reader's language (users.language). */
  language: string;
  tasks: Task[];
  appointments: Appointment[];
  services: Service[];
  warranties: Warranty[];
}

/** "Wed 2 Dec" for a calendar date ("mié, 2 dic", "Mi., 2. Dez." in the reader's locale). */
const dayName = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : localeFor(language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

/** The digest's words, or null when the week has nothing in it. */
function weeklyDigestMail(
  d: Omit<DigestRow, "userId" | "to">,
  parts: { link: (path: string) => string; footer: string[] },
): RenderedMail | null {
  const count = d.tasks.length + d.appointments.length + d.services.length + d.warranties.length;
  if (count === 0) return null;
  const zone = d.timeZone ?? "UTC";
  const language = languageFrom(d.language);
  const t = translator(language, "email");
  const day = (date: string) => dayName(date, language);
  const more = (listed: number, key: string) => (listed >= LISTED ? [t(key)] : []);
  const lines = [t("weekly.from", { day: day(d.week) })];
  const links: { label: string; url: string }[] = [];
  if (d.tasks.length) {
    lines.push(
      t("weekly.upkeep"),
      ...d.tasks.map((task) => t("weekly.item", { title: unlinkable(task.title), day: day(task.date) })),
      ...more(d.tasks.length, "weekly.moreTasks"),
    );
    links.push({ label: t("weekly.linkUpkeep"), url: parts.link("/home") });
  }
  if (d.appointments.length || d.services.length) {
    lines.push(
      t("weekly.visits"),
      ...d.appointments.map((a) => {
        const shown = shownAppointment(a.at, a.zone, zone);
        const time = language === "en" ? shown.time : formatTime(shown.time, localeFor(language));
        const when = `${day(shown.date)}, ${time}${shown.zoneName ? ` ${shown.zoneName}` : ""}`;
        return t("weekly.estimate", { provider: unlinkable(a.providerName), project: unlinkable(a.projectTitle), when });
      }),
      ...d.services.map((s) => t("weekly.service", { title: unlinkable(s.title), day: day(s.date) })),
      ...more(Math.max(d.appointments.length, d.services.length), "weekly.moreVisits"),
    );
    links.push({ label: t("weekly.linkProjects"), url: parts.link("/projects") });
  }
  if (d.warranties.length) {
    lines.push(
      t("weekly.warranties", { days: WARRANTY_COMING_UP_DAYS }),
      ...d.warranties.map((w) => t("weekly.item", { title: unlinkable(w.name), day: day(w.date) })),
      ...more(d.warranties.length, "weekly.moreWarranties"),
    );
    links.push({ label: t("weekly.linkRecords"), url: parts.link("/home/items") });
  }
  return renderMail({
    language,
    subject: t("weekly.subject", { count }),
    lines,
    links,
    action: { label: t("weekly.action"), url: parts.link("/") },
    footer: parts.footer,
  });
}

interface DigestOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: every link in the e-mail. */
  linkBase: string;
  /** Signs the unsubscribe links. */
  secret: string;
  /** The sweep's period (REMINDER_SWEEP_SECONDS); 0: none (tests call `run`). */
  sweepSeconds: number;
}

export class WeeklyDigest {
  private readonly runner: QueueRunner;

  constructor(private readonly o: DigestOptions) {
    this.runner = new QueueRunner(
      async () => {
        await this.run(new Date());
      },
      (err) => o.log.error({ err }, "weekly digest sweep failed"),
      o.sweepSeconds * 1000,
    );
  }

  start() {
    if (this.o.mailer.enabled) this.runner.start();
  }

  stop() {
    return this.runner.stop();
  }

  /** One sweep at `now`: claims and sends every digest due; returns how many were sent. */
  async run(now: Date): Promise<number> {
    if (!this.o.mailer.enabled) return 0;
    const { db } = this.o;
    const s = notificationSettings;
    const zones = await queryRows<{ zone: string }>(
      db,
      sql`select distinct coalesce(u.time_zone, 'UTC') as zone
        from ${s} join ${users} u on u.id = ${s.userId}
        where ${s.weeklyDigest} and u.email is not null`,
    );
    const due = dueZones(
      zones.map((z) => z.zone),
      now,
    );
    if (due.length === 0) return 0;
    await db.execute(sql`delete from ${weeklyDigests} where week < ${addDays(dateIn(now, "UTC"), -KEEP_DAYS)}::date`);
    let sent = 0;
    for (;;) {
      const claimed = await this.claim(due);
      if (claimed.length > 0) sent += await this.send(claimed);
      if (claimed.length < BATCH) return sent;
    }
  }

  /** Claims up to BATCH people (digest on, in a due zone, week not yet claimed): one statement. */
  private claim(due: DueZone[]) {
    const s = notificationSettings;
    return queryRows<{ userId: string; week: string }>(
      this.o.db,
      sql`insert into ${weeklyDigests} (user_id, week)
        select u.id, z.week
        from unnest(${pgArray(
          due.map((d) => d.zone),
          "text",
        )}, ${pgArray(
          due.map((d) => d.week),
          "text",
        )}::date[]) z(zone, week)
        join ${users} u on coalesce(u.time_zone, 'UTC') = z.zone
        join ${s} on ${s.userId} = u.id and ${s.weeklyDigest}
        where u.email is not null
          and not exists (select 1 from ${weeklyDigests} d where d.user_id = u.id and d.week = z.week)
        limit ${BATCH}
        on conflict do nothing
        returning user_id as "userId", week::text as week`,
    );
  }

  /** Reads the claimed people's weeks in one statement, sends those with something, marks them sent. */
  private async send(claimed: { userId: string; week: string }[]): Promise<number> {
    const { db } = this.o;
    const rows = await this.read(claimed);
    const done: { userId: string; week: string }[] = [];
    for (const row of rows) {
      if (!row.to) continue;
      const mail = weeklyDigestMail(row, {
        link: (path) => linkOn(this.o.linkBase, path),
        footer: this.footer(row.userId, languageFrom(row.language)),
      });
      if (!mail) continue;
      try {
        await this.o.mailer.send({ to: row.to, ...mail, headers: this.unsubscribeHeaders(row.userId) });
        done.push({ userId: row.userId, week: row.week });
      } catch (err) {
        this.o.log.warn({ err, userId: row.userId, week: row.week }, "weekly digest not sent");
      }
    }
    if (done.length) {
      await db.execute(sql`update ${weeklyDigests} d set sent_at = now()
        from unnest(${pgArray(
          done.map((r) => r.userId),
          "uuid",
        )}, ${pgArray(
          done.map((r) => r.week),
          "text",
        )}::date[]) v(user_id, week)
        where d.user_id = v.user_id and d.week = v.week`);
    }
    return done.length;
  }

  /** Each claimed person's week (their own zone's bounds), every section bounded: one statement. */
  private read(claimed: { userId: string; week: string }[]) {
    const m = householdMembers;
    return queryRows<DigestRow>(
      this.o.db,
      sql`with c as (
          select c.user_id, c.week, u.email, u.language, u.time_zone, coalesce(u.time_zone, 'UTC') as zone
          from unnest(${pgArray(
            claimed.map((r) => r.userId),
            "uuid",
          )}, ${pgArray(
            claimed.map((r) => r.week),
            "text",
          )}::date[]) c(user_id, week)
          join ${users} u on u.id = c.user_id
        )
        select c.user_id as "userId", c.email as "to", c.week::text as week, c.time_zone as "timeZone", c.language,
          (select coalesce(json_agg(x), '[]'::json) from (
            select t.id, t.title, t.next_due::text as date from ${homeTasks} t
            where m.role in ('owner', 'member') and t.household_id = m.household_id
              and t.next_due >= c.week and t.next_due < c.week + 7
            order by t.next_due, t.id limit ${LISTED}) x) as tasks,
          (select coalesce(json_agg(x), '[]'::json) from (
            select pp.id, p.id as "projectId", p.title as "projectTitle", pv.name as "providerName",
              pp.estimate_scheduled_date as at, coalesce(pp.estimate_time_zone, 'UTC') as zone
            from ${projects} p
            join ${projectProviders} pp on pp.project_id = p.id
            join ${providers} pv on pv.id = pp.provider_id
            where p.id in (select id from ${projects} where user_id = c.user_id
                union select project_id from ${projectCollaborators} where user_id = c.user_id)
              and pp.status = 'estimate_scheduled'
              and pp.estimate_scheduled_date >= (c.week::timestamp at time zone 'UTC') - interval '1 day'
              and pp.estimate_scheduled_date < (c.week::timestamp at time zone 'UTC') + interval '8 days'
            order by pp.estimate_scheduled_date, pp.id limit ${LISTED + 2}) x) as appointments,
          (select coalesce(json_agg(x), '[]'::json) from (
            select p.id, p.title, p.next_service_date::text as date
            from ${projects} p
            where p.id in (select id from ${projects} where user_id = c.user_id
                union select project_id from ${projectCollaborators} where user_id = c.user_id)
              and p.project_type = 'recurring' and p.is_recurring_active and p.status <> 'paused'
              and p.next_service_date >= c.week and p.next_service_date < c.week + 7
            order by p.next_service_date, p.id limit ${LISTED}) x) as services,
          (select coalesce(json_agg(x), '[]'::json) from (
            select i.id, i.name, i.warranty_until::text as date from ${homeItems} i
            where i.household_id = m.household_id
              and i.warranty_until between c.week and c.week + ${WARRANTY_COMING_UP_DAYS}::int
            order by i.warranty_until, i.id limit ${LISTED}) x) as warranties
        from c left join ${m} m on m.user_id = c.user_id`,
    ).then((rows) =>
      rows.map((r) => ({
        ...r,
        // The SQL window is a day wider either side (zones differ from UTC by at most 14 hours):
        // here each appointment is kept only inside the person's own week.
        appointments: r.appointments
          .filter((a) => {
            const zone = r.timeZone ?? "UTC";
            const at = new Date(a.at).getTime();
            return at >= instantOf(r.week, zone).getTime() && at < instantOf(addDays(r.week, 7), zone).getTime();
          })
          .slice(0, LISTED),
      })),
    );
  }

  private unsubscribe(scope: UnsubscribeScope, userId: string) {
    return linkOn(this.o.linkBase, `/unsubscribe?token=${signUnsubscribeToken(this.o.secret, userId, scope)}`);
  }

  /** Why they got it and how to stop it. */
  private footer(userId: string, language: Language): string[] {
    const t = translator(language, "email");
    return [
      t("footer.weekly", { url: linkOn(this.o.linkBase, "/notifications") }),
      t("footer.stopWeekly", { url: this.unsubscribe(WEEKLY_DIGEST, userId) }),
      t("footer.stopAll", { url: this.unsubscribe("all", userId) }),
    ];
  }

  /** RFC 8058: mail apps' own "Unsubscribe" button POSTs to this address and turns the digest off. */
  private unsubscribeHeaders(userId: string) {
    const oneClick = linkOn(
      this.o.linkBase,
      `/api/notifications/unsubscribe?token=${signUnsubscribeToken(this.o.secret, userId, WEEKLY_DIGEST)}`,
    );
    return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  }
}
