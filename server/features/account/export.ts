// "Export my data": everything the user created, read in one statement per table, as
// one zip: export.json (all of it) and a CSV per table. Uploaded files are listed by their
// download link (absolute, from PUBLIC_URL), not copied into the archive.
import { Readable } from "node:stream";
import { asc, eq, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import yazl from "yazl";
import { writeCsv } from "../../csv.js";
import type { Db } from "../../db/client.js";
import {
  contacts,
  passkeys,
  projectProviders,
  projects,
  providerEdits,
  providerRequests,
  providerSuggestions,
  providers,
  recommendations,
  reviews,
  storedFiles,
  userProviders,
  users,
  providerNotes,
} from "../../db/schema.js";
import { projectSummaryColumns } from "../projects/columns.js";
import { suggestedProviderColumns } from "../requests/queries.js";

type Row = Record<string, unknown>;
interface Table {
  name: string;
  columns: string[];
  rows: Row[];
}

const table = (name: string, columns: object, rows: Row[]): Table => ({ name, columns: Object.keys(columns), rows });

/**
 * A table of rows the user owns: `columns` of `from` where `owner` is the user, oldest `order`
 * first; with `providerOf`, the provider it names is joined (for its name).
 */
interface Owned {
  name: string;
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
    name: "projects",
    columns: {
      ...projectSummaryColumns,
      budget: projects.budget,
      startDate: projects.startDate,
      endDate: projects.endDate,
      recurringFrequency: projects.recurringFrequency,
      recurringBudget: projects.recurringBudget,
      nextServiceDate: projects.nextServiceDate,
      recurringNotes: projects.recurringNotes,
      createdAt: projects.createdAt,
    },
    from: projects,
    owner: projects.userId,
    order: projects.createdAt,
  },
  {
    name: "reviews",
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
    columns: {
      id: recommendations.id,
      providerId: recommendations.providerId,
      providerName: providers.name,
      projectId: recommendations.projectId,
      source: recommendations.source,
      rating: recommendations.rating,
      comment: recommendations.comment,
      finalAmount: recommendations.finalAmount,
      createdAt: recommendations.createdAt,
    },
    from: recommendations,
    owner: recommendations.fromUserId,
    order: recommendations.createdAt,
    providerOf: recommendations.providerId,
  },
  {
    name: "my_providers",
    columns: {
      providerId: providers.id,
      name: providers.name,
      category: providers.category,
      phone: providers.phone,
      email: providers.email,
      website: providers.website,
      address: providers.address,
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
    columns: { name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt },
    from: passkeys,
    owner: passkeys.userId,
    order: passkeys.createdAt,
  },
  // My private notes and "Don't hire again" marks.
  {
    name: "provider_notes",
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
];

const profileCols = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  homeAddress: users.homeAddress,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
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
  rating: projectProviders.rating,
  review: projectProviders.review,
  notes: projectProviders.notes,
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

/** Every table of the user's own data, each from one statement. */
export async function collectExport(db: Db, userId: string, baseUrl: string): Promise<Table[]> {
  const [profile, links, files, owned] = await Promise.all([
    db.select(profileCols).from(users).where(eq(users.id, userId)),
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
    Promise.all(OWNED.map((t) => readOwned(db, userId, t))),
  ]);

  const absolute = (url: string | null) => (url?.startsWith("/") ? `${baseUrl}${url}` : url);
  const [ownProjects, ...rest] = OWNED.map((t, i) => table(t.name, t.columns, owned[i]!));
  return [
    table(
      "profile",
      profileCols,
      profile.map((p) => ({ ...p, profileImageUrl: absolute(p.profileImageUrl) })),
    ),
    ownProjects!,
    table("links", linkCols, links),
    ...rest,
    table(
      "files",
      { ...fileCols, downloadUrl: true },
      files.map((f) => ({ ...f, downloadUrl: `${baseUrl}/api/files/${f.id}` })),
    ),
  ];
}

/** The zip as a stream: export.json, then {table}.csv for each table. */
export function exportZip(tables: Table[], exportedAt: Date): Readable {
  const zip = new yazl.ZipFile();
  const json: Row = { app: "Vowch", exportedAt: exportedAt.toISOString() };
  for (const t of tables) json[t.name] = t.name === "profile" ? (t.rows[0] ?? null) : t.rows;
  const options = { mtime: exportedAt };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), "export.json", options);
  for (const t of tables) {
    zip.addBuffer(Buffer.from(writeCsv(t.columns, t.rows)), `${t.name}.csv`, options);
  }
  zip.end();
  return zip.outputStream as Readable;
}
