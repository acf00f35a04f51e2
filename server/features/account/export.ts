// "Export my data": every table the account owns or wrote, read in one statement per table, as
// one zip: export.json (all of it), a CSV per table (UTF-8 with a BOM, through the one CSV
// writer) and README.txt naming each file and its columns. Uploaded files are listed by their
// download link (absolute, from PUBLIC_URL), not copied into the archive. Which tables are the
// account's, and why the others are not: docs/decisions/126-first-paint-and-the-whole-export.md.
import { Readable } from "node:stream";
import { asc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import yazl from "yazl";
import { writeCsv } from "../../csv.js";
import type { Db } from "../../db/client.js";
import { emailByDefault, NOTIFICATION_TYPES } from "../../../common/notification-types.js";
import {
  contacts,
  invites,
  notificationPreferences,
  notificationSettings,
  pushSubscriptions,
  notifications,
  passkeys,
  projectCollaborators,
  projectProviders,
  projects,
  providerEdits,
  providerRequests,
  providerSuggestions,
  providers,
  recommendations,
  reviews,
  serviceOccurrences,
  storedFiles,
  suggestionVouches,
  userCredentials,
  userIdentities,
  userProviders,
  users,
  providerNotes,
} from "../../db/schema.js";
import { householdExport } from "../household/export.js";
import { projectSummaryColumns } from "../projects/columns.js";
import { suggestedProviderColumns } from "../requests/queries.js";

type Row = Record<string, unknown>;
interface Table {
  name: string;
  /** What the file holds, for README.txt. */
  about: string;
  columns: string[];
  rows: Row[];
}

const table = (name: string, about: string, columns: object, rows: Row[]): Table => ({
  name,
  about,
  columns: Object.keys(columns),
  rows,
});

/**
 * A table of rows the user owns: `columns` of `from` where `owner` is the user, oldest `order`
 * first; with `providerOf`, the provider it names is joined (for its name).
 */
/** A provider's name, trade and ways to reach them, as the export's provider tables show them. */
const providerContactColumns = {
  name: providers.name,
  category: providers.category,
  phone: providers.phone,
  email: providers.email,
  website: providers.website,
  address: providers.address,
};

interface Owned {
  name: string;
  about: string;
  columns: Record<string, PgColumn>;
  from: PgTable;
  owner: PgColumn;
  order: PgColumn;
  providerOf?: PgColumn;
}

function readOwned(db: Db, userId: string, t: Owned): Promise<Row[]> {
  const query = db.select(t.columns).from(t.from).$dynamic();
  const joined = t.providerOf ? query.innerJoin(providers, eq(providers.id, t.providerOf)) : query;
  return joined.where(eq(t.owner, userId)).orderBy(asc(t.order));
}

/** The user's own rows table by table, in the archive's order. */
const OWNED: Owned[] = [
  {
    name: "push_devices",
    about: "The devices you turned notifications on for (the push address itself is not written here).",
    columns: { id: pushSubscriptions.id, userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt },
    from: pushSubscriptions,
    owner: pushSubscriptions.userId,
    order: pushSubscriptions.createdAt,
  },
  {
    name: "notification_schedule",
    about:
      "Your quiet hours for pushes (minutes after midnight in your time zone) and the weekly e-mail's switch; none: the defaults.",
    columns: {
      quietOn: notificationSettings.quietOn,
      quietFrom: notificationSettings.quietFrom,
      quietUntil: notificationSettings.quietUntil,
      weeklyDigest: notificationSettings.weeklyDigest,
      updatedAt: notificationSettings.updatedAt,
    },
    from: notificationSettings,
    owner: notificationSettings.userId,
    order: notificationSettings.updatedAt,
  },
  {
    name: "projects",
    about: "Your projects.",
    columns: {
      ...projectSummaryColumns,
      budget: projects.budget,
      startDate: projects.startDate,
      endDate: projects.endDate,
      recurringFrequency: projects.recurringFrequency,
      recurringBudget: projects.recurringBudget,
      currency: projects.currency,
      nextServiceDate: projects.nextServiceDate,
      recurringNotes: projects.recurringNotes,
      costKind: projects.costKind,
      createdAt: projects.createdAt,
    },
    from: projects,
    owner: projects.userId,
    order: projects.createdAt,
  },
  {
    name: "reviews",
    about: "The reviews you wrote of providers' jobs.",
    columns: {
      id: reviews.id,
      providerId: reviews.providerId,
      providerName: providers.name,
      projectId: reviews.projectId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    },
    from: reviews,
    owner: reviews.userId,
    order: reviews.createdAt,
    providerOf: reviews.providerId,
  },
  {
    name: "recommendations",
    about: "Your recommendations: a finished job, a vowch or an experience you recorded.",
    columns: {
      id: recommendations.id,
      providerId: recommendations.providerId,
      providerName: providers.name,
      projectId: recommendations.projectId,
      source: recommendations.source,
      rating: recommendations.rating,
      comment: recommendations.comment,
      finalAmount: recommendations.finalAmount,
      currency: recommendations.currency,
      createdAt: recommendations.createdAt,
    },
    from: recommendations,
    owner: recommendations.fromUserId,
    order: recommendations.createdAt,
    providerOf: recommendations.providerId,
  },
  {
    name: "my_providers",
    about: "My providers: the providers on your own list, with your vowch.",
    columns: {
      providerId: providers.id,
      ...providerContactColumns,
      sourceType: userProviders.sourceType,
      isVouched: userProviders.isVouched,
      vouchRating: userProviders.vouchRating,
      vouchComment: userProviders.vouchComment,
      vouchedAt: userProviders.vouchedAt,
      addedAt: userProviders.createdAt,
    },
    from: userProviders,
    owner: userProviders.userId,
    order: userProviders.createdAt,
    providerOf: userProviders.providerId,
  },
  {
    name: "requests",
    about: "The provider requests you asked.",
    columns: {
      id: providerRequests.id,
      title: providerRequests.title,
      category: providerRequests.category,
      description: providerRequests.description,
      location: providerRequests.location,
      budgetRange: providerRequests.budgetRange,
      timeline: providerRequests.timeline,
      status: providerRequests.status,
      createdAt: providerRequests.createdAt,
    },
    from: providerRequests,
    owner: providerRequests.userId,
    order: providerRequests.createdAt,
  },
  {
    name: "suggestions",
    about: "The providers you suggested on other people's requests.",
    columns: {
      id: providerSuggestions.id,
      requestId: providerSuggestions.requestId,
      ...suggestedProviderColumns,
    },
    from: providerSuggestions,
    owner: providerSuggestions.suggestingUserId,
    order: providerSuggestions.createdAt,
  },
  {
    name: "contacts",
    about: "Your imported address book.",
    columns: {
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
      createdAt: contacts.createdAt,
    },
    from: contacts,
    owner: contacts.userId,
    order: contacts.createdAt,
  },
  {
    name: "provider_edits",
    about: "The changes you made to providers' directory entries (field: from, to).",
    columns: {
      id: providerEdits.id,
      providerId: providerEdits.providerId,
      providerName: providers.name,
      changes: providerEdits.changes,
      createdAt: providerEdits.createdAt,
    },
    from: providerEdits,
    owner: providerEdits.editorUserId,
    order: providerEdits.createdAt,
    providerOf: providerEdits.providerId,
  },
  {
    name: "passkeys",
    about: "Your passkeys, by the name you gave them (never their keys).",
    columns: {
      name: passkeys.name,
      deviceType: passkeys.deviceType,
      backedUp: passkeys.backedUp,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    },
    from: passkeys,
    owner: passkeys.userId,
    order: passkeys.createdAt,
  },
  // My private notes and "Don't hire again" marks.
  {
    name: "provider_notes",
    about: 'Your private notes on providers and your "Don\'t hire again" marks.',
    columns: {
      providerId: providerNotes.providerId,
      providerName: providers.name,
      notes: providerNotes.notes,
      doNotHire: providerNotes.doNotHire,
      updatedAt: providerNotes.updatedAt,
    },
    from: providerNotes,
    owner: providerNotes.userId,
    order: providerNotes.updatedAt,
    providerOf: providerNotes.providerId,
  },
  // The providers this account first put in the shared directory.
  {
    name: "providers_added",
    about: "The providers you first added to the shared directory.",
    columns: {
      id: providers.id,
      ...providerContactColumns,
      description: providers.description,
      howDoYouKnow: providers.howDoYouKnow,
      friendDescription: providers.friendDescription,
      createdAt: providers.createdAt,
    },
    from: providers,
    owner: providers.userId,
    order: providers.createdAt,
  },
  {
    name: "notifications",
    about: "Your inbox: each notification, what it is about (by id), when you read it and when it was e-mailed.",
    columns: {
      id: notifications.id,
      type: notifications.type,
      actorUserId: notifications.actorUserId,
      requestId: notifications.requestId,
      suggestionId: notifications.suggestionId,
      projectId: notifications.projectId,
      providerId: notifications.providerId,
      providerEditId: notifications.providerEditId,
      readAt: notifications.readAt,
      emailedAt: notifications.emailedAt,
      createdAt: notifications.createdAt,
    },
    from: notifications,
    owner: notifications.userId,
    order: notifications.createdAt,
  },
  {
    name: "invite_links",
    about:
      "The invite links you made: how many joined through each, until when it works, when you switched it off (the link itself is not written here).",
    columns: {
      id: invites.id,
      joins: invites.joins,
      expiresAt: invites.expiresAt,
      switchedOffAt: invites.switchedOffAt,
      createdAt: invites.createdAt,
    },
    from: invites,
    owner: invites.userId,
    order: invites.createdAt,
  },
  {
    name: "sign_in_identities",
    about: "The identity providers you sign in with (issuer and your id there).",
    columns: { issuer: userIdentities.issuer, subject: userIdentities.subject, createdAt: userIdentities.createdAt },
    from: userIdentities,
    owner: userIdentities.userId,
    order: userIdentities.createdAt,
  },
];

const profileCols = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  phoneVerified: sql<boolean>`${users.provenPhoneKey} is not null`,
  homeAddress: users.homeAddress,
  profileImageUrl: users.profileImageUrl,
  isProfileComplete: users.isProfileComplete,
  hasPassword: sql<boolean>`${userCredentials.userId} is not null`,
  contactsLastSynced: users.contactsLastSynced,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
// Privacy you control and the time zone, read in the profile's statement.
const settingsCols = {
  timeZone: users.timeZone,
  theme: users.theme,
  languageChoice: users.languageChoice,
  language: users.language,
  currency: users.currency,
  phoneRegion: users.phoneRegion,
  privacyProjects: users.privacyProjects,
  privacyAmounts: users.privacyAmounts,
  privacyContactDetails: users.privacyContactDetails,
  privacyAskedAt: users.privacyAskedAt,
  providersWelcomeSeenAt: users.providersWelcomeSeenAt,
};
const linkCols = {
  id: projectProviders.id,
  projectId: projectProviders.projectId,
  projectTitle: projects.title,
  providerId: projectProviders.providerId,
  providerName: providers.name,
  status: projectProviders.status,
  quoteAmount: projectProviders.quoteAmount,
  estimateScheduledDate: projectProviders.estimateScheduledDate,
  estimateScheduledTime: projectProviders.estimateScheduledTime,
  estimateTimeZone: projectProviders.estimateTimeZone,
  workStartDate: projectProviders.workStartDate,
  finalAmount: projectProviders.finalAmount,
  currency: projectProviders.currency,
  rating: projectProviders.rating,
  review: projectProviders.review,
  notes: projectProviders.notes,
  completedAt: projectProviders.completedAt,
  createdAt: projectProviders.createdAt,
};
const fileCols = {
  id: storedFiles.id,
  kind: storedFiles.kind,
  name: storedFiles.originalName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  projectId: projects.id,
  createdAt: storedFiles.createdAt,
};
const visitCols = {
  id: serviceOccurrences.id,
  projectId: serviceOccurrences.projectId,
  projectTitle: projects.title,
  scheduledDate: serviceOccurrences.scheduledDate,
  completedDate: serviceOccurrences.completedDate,
  status: serviceOccurrences.status,
  actualCost: serviceOccurrences.actualCost,
  currency: serviceOccurrences.currency,
  notes: serviceOccurrences.notes,
  rating: serviceOccurrences.rating,
  createdAt: serviceOccurrences.createdAt,
};
// The other side of a collaboration is named (as the project's screen names them), never e-mailed.
const collaborator = alias(users, "collaborator");
const collaborationCols = {
  id: projectCollaborators.id,
  projectId: projectCollaborators.projectId,
  projectTitle: projects.title,
  projectOwnerId: projects.userId,
  collaboratorId: projectCollaborators.userId,
  collaboratorFirstName: collaborator.firstName,
  collaboratorLastName: collaborator.lastName,
  role: projectCollaborators.role,
  invitedBy: projectCollaborators.invitedBy,
  joinedAt: projectCollaborators.joinedAt,
};
const plusOneCols = {
  id: suggestionVouches.id,
  suggestionId: suggestionVouches.suggestionId,
  requestId: providerSuggestions.requestId,
  providerName: providerSuggestions.providerName,
  comment: suggestionVouches.comment,
  createdAt: suggestionVouches.createdAt,
};
const notificationSettingCols = { type: true, email: true, push: true };

/** Every table of the account's own data, each from one statement. */
export async function collectExport(db: Db, userId: string, baseUrl: string): Promise<Table[]> {
  const [profile, links, files, visits, collaborations, plusOnes, emailChoices, owned, household] = await Promise.all([
    db
      .select({ ...profileCols, ...settingsCols })
      .from(users)
      .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
      .where(eq(users.id, userId)),
    // The links of my projects (a project's provider: owned through the project).
    db
      .select(linkCols)
      .from(projectProviders)
      .innerJoin(projects, eq(projects.id, projectProviders.projectId))
      .innerJoin(providers, eq(providers.id, projectProviders.providerId))
      .where(eq(projects.userId, userId))
      .orderBy(asc(projectProviders.createdAt)),
    // My photo, the files of my projects and what I uploaded elsewhere.
    db
      .select(fileCols)
      .from(storedFiles)
      .leftJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
      .leftJoin(projects, eq(projects.id, projectProviders.projectId))
      .where(or(eq(storedFiles.profileUserId, userId), eq(projects.userId, userId), eq(storedFiles.uploadedBy, userId)))
      .orderBy(asc(storedFiles.createdAt)),
    // The service visits logged on my recurring projects.
    db
      .select(visitCols)
      .from(serviceOccurrences)
      .innerJoin(projects, eq(projects.id, serviceOccurrences.projectId))
      .where(eq(projects.userId, userId))
      .orderBy(asc(serviceOccurrences.scheduledDate), asc(serviceOccurrences.createdAt)),
    // The projects I collaborate on, and who collaborates on mine.
    db
      .select(collaborationCols)
      .from(projectCollaborators)
      .innerJoin(projects, eq(projects.id, projectCollaborators.projectId))
      .innerJoin(collaborator, eq(collaborator.id, projectCollaborators.userId))
      .where(or(eq(projectCollaborators.userId, userId), eq(projects.userId, userId)))
      .orderBy(asc(projectCollaborators.createdAt)),
    // My +1s on other people's suggestions.
    db
      .select(plusOneCols)
      .from(suggestionVouches)
      .innerJoin(providerSuggestions, eq(providerSuggestions.id, suggestionVouches.suggestionId))
      .where(eq(suggestionVouches.userId, userId))
      .orderBy(asc(suggestionVouches.createdAt)),
    db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email, push: notificationPreferences.push })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    Promise.all(OWNED.map((t) => readOwned(db, userId, t))),
    householdExport(db, userId, baseUrl),
  ]);

  const absolute = (url: string | null) => (url?.startsWith("/") ? `${baseUrl}${url}` : url);
  const [ownProjects, ...rest] = OWNED.map((t, i) => table(t.name, t.about, t.columns, owned[i]!));
  const pick = (row: Row, cols: object) => Object.fromEntries(Object.keys(cols).map((k) => [k, row[k]]));
  // No row for an event means it comes by e-mail and push too: every event is listed with what holds.
  const chosen = new Map(emailChoices.map((c) => [c.type, c]));
  return [
    table(
      "profile",
      "Your profile and account.",
      profileCols,
      profile.map((p) => ({ ...pick(p, profileCols), profileImageUrl: absolute(p.profileImageUrl) })),
    ),
    table(
      "settings",
      "Your privacy settings (who sees your projects, amounts and contact details) and your time zone.",
      settingsCols,
      profile.map((p) => pick(p, settingsCols)),
    ),
    table(
      "notification_settings",
      "For each kind of notification, whether it also comes by e-mail and to your devices (it always reaches your inbox).",
      notificationSettingCols,
      NOTIFICATION_TYPES.map((type) => ({
        type,
        email: chosen.get(type)?.email ?? emailByDefault(type),
        push: chosen.get(type)?.push ?? true,
      })),
    ),
    ownProjects!,
    table("links", "The providers on your projects, their status, quotes, amounts and your rating.", linkCols, links),
    table("service_visits", "The service visits logged on your recurring projects.", visitCols, visits),
    table(
      "collaborations",
      "The projects you collaborate on, and the people who collaborate on yours (by name).",
      collaborationCols,
      collaborations,
    ),
    table("plus_ones", "The +1s you gave to suggestions on provider requests.", plusOneCols, plusOnes),
    ...rest,
    table(
      "files",
      "The files you uploaded or that belong to your projects and profile, with a link to download each.",
      { ...fileCols, downloadUrl: true },
      files.map((f) => ({ ...f, downloadUrl: `${baseUrl}/api/files/${f.id}` })),
    ),
    ...household.map((t) => table(t.name, t.about, t.columns, t.rows)),
  ];
}

/** README.txt: what the archive holds, file by file, with each CSV's columns. */
function readme(tables: Table[], exportedAt: Date): string {
  const lines = [
    "Your Vowch data",
    `Exported ${exportedAt.toISOString()}.`,
    "",
    "export.json: everything below in one JSON file (the profile as an object, every other table as a list).",
    "README.txt: this file.",
    "",
    "Each .csv file is one table: UTF-8 with a byte-order mark, a header line, then one line per row.",
    "A cell that a spreadsheet would run as a formula starts with ' so it shows as text.",
    "Files you uploaded are listed in files.csv with a link to download each (sign in first).",
    "",
  ];
  for (const t of tables) lines.push(`${t.name}.csv: ${t.about}`, `  Columns: ${t.columns.join(", ")}`, "");
  return lines.join("\r\n");
}

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = "\uFEFF";

/** The zip as a stream: export.json, README.txt, then {table}.csv for each table. */
export function exportZip(tables: Table[], exportedAt: Date): Readable {
  const zip = new yazl.ZipFile();
  const json: Row = { app: "Vowch", exportedAt: exportedAt.toISOString() };
  for (const t of tables) json[t.name] = t.name === "profile" || t.name === "settings" ? (t.rows[0] ?? null) : t.rows;
  const options = { mtime: exportedAt };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), "export.json", options);
  zip.addBuffer(Buffer.from(readme(tables, exportedAt)), "README.txt", options);
  for (const t of tables) {
    zip.addBuffer(Buffer.from(BOM + writeCsv(t.columns, t.rows)), `${t.name}.csv`, options);
  }
  zip.end();
  return zip.outputStream as Readable;
}
