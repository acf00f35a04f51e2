// "Export my data" (issue 14): everything the user created, read in one statement per table, as
// one zip: export.json (all of it) and a CSV per table. Uploaded files are listed by their
// download link (absolute, from PUBLIC_URL), not copied into the archive.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { asc, eq, or } from "drizzle-orm";
import yazl from "yazl";
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

type Row = Record<string, unknown>;
interface Table {
  name: string;
  columns: string[];
  rows: Row[];
}

const table = (name: string, columns: object, rows: Row[]): Table => ({ name, columns: Object.keys(columns), rows });

/** Every table of the user's own data, each from one statement. */
export async function collectExport(db: Db, userId: string, baseUrl: string): Promise<Table[]> {
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
  const projectCols = {
    id: projects.id,
    title: projects.title,
    description: projects.description,
    status: projects.status,
    category: projects.category,
    projectType: projects.projectType,
    budget: projects.budget,
    startDate: projects.startDate,
    endDate: projects.endDate,
    recurringFrequency: projects.recurringFrequency,
    recurringBudget: projects.recurringBudget,
    nextServiceDate: projects.nextServiceDate,
    recurringNotes: projects.recurringNotes,
    createdAt: projects.createdAt,
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
    workStartDate: projectProviders.workStartDate,
    finalAmount: projectProviders.finalAmount,
    rating: projectProviders.rating,
    review: projectProviders.review,
    notes: projectProviders.notes,
    createdAt: projectProviders.createdAt,
  };
  const reviewCols = {
    id: reviews.id,
    providerId: reviews.providerId,
    providerName: providers.name,
    projectId: reviews.projectId,
    rating: reviews.rating,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
  };
  const recommendationCols = {
    id: recommendations.id,
    providerId: recommendations.providerId,
    providerName: providers.name,
    projectId: recommendations.projectId,
    source: recommendations.source,
    rating: recommendations.rating,
    comment: recommendations.comment,
    finalAmount: recommendations.finalAmount,
    createdAt: recommendations.createdAt,
  };
  const myProviderCols = {
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
  };
  const requestCols = {
    id: providerRequests.id,
    title: providerRequests.title,
    category: providerRequests.category,
    description: providerRequests.description,
    location: providerRequests.location,
    budgetRange: providerRequests.budgetRange,
    timeline: providerRequests.timeline,
    status: providerRequests.status,
    createdAt: providerRequests.createdAt,
  };
  const suggestionCols = {
    id: providerSuggestions.id,
    requestId: providerSuggestions.requestId,
    providerId: providerSuggestions.providerId,
    providerName: providerSuggestions.providerName,
    providerCategory: providerSuggestions.providerCategory,
    providerPhone: providerSuggestions.providerPhone,
    providerEmail: providerSuggestions.providerEmail,
    comment: providerSuggestions.comment,
    createdAt: providerSuggestions.createdAt,
  };
  const contactCols = {
    id: contacts.id,
    name: contacts.name,
    email: contacts.email,
    phone: contacts.phone,
    createdAt: contacts.createdAt,
  };
  const editCols = {
    id: providerEdits.id,
    providerId: providerEdits.providerId,
    providerName: providers.name,
    changes: providerEdits.changes,
    createdAt: providerEdits.createdAt,
  };
  const bookCols = {
    providerId: providerNotes.providerId,
    providerName: providers.name,
    notes: providerNotes.notes,
    doNotHire: providerNotes.doNotHire,
    updatedAt: providerNotes.updatedAt,
  };
  const passkeyCols = { name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt };
  const fileCols = {
    id: storedFiles.id,
    kind: storedFiles.kind,
    name: storedFiles.originalName,
    contentType: storedFiles.contentType,
    size: storedFiles.size,
    projectId: projects.id,
    createdAt: storedFiles.createdAt,
  };

  const [
    profile,
    ownProjects,
    links,
    ownReviews,
    ownRecommendations,
    myProviders,
    requests,
    suggestions,
    ownContacts,
    edits,
    keys,
    files,
    bookNotes,
  ] = await Promise.all([
    db.select(profileCols).from(users).where(eq(users.id, userId)),
    db.select(projectCols).from(projects).where(eq(projects.userId, userId)).orderBy(asc(projects.createdAt)),
    db
      .select(linkCols)
      .from(projectProviders)
      .innerJoin(projects, eq(projects.id, projectProviders.projectId))
      .innerJoin(providers, eq(providers.id, projectProviders.providerId))
      .where(eq(projects.userId, userId))
      .orderBy(asc(projectProviders.createdAt)),
    db
      .select(reviewCols)
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select(recommendationCols)
      .from(recommendations)
      .innerJoin(providers, eq(providers.id, recommendations.providerId))
      .where(eq(recommendations.fromUserId, userId))
      .orderBy(asc(recommendations.createdAt)),
    db
      .select(myProviderCols)
      .from(userProviders)
      .innerJoin(providers, eq(providers.id, userProviders.providerId))
      .where(eq(userProviders.userId, userId))
      .orderBy(asc(userProviders.createdAt)),
    db
      .select(requestCols)
      .from(providerRequests)
      .where(eq(providerRequests.userId, userId))
      .orderBy(asc(providerRequests.createdAt)),
    db
      .select(suggestionCols)
      .from(providerSuggestions)
      .where(eq(providerSuggestions.suggestingUserId, userId))
      .orderBy(asc(providerSuggestions.createdAt)),
    db.select(contactCols).from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.createdAt)),
    db
      .select(editCols)
      .from(providerEdits)
      .innerJoin(providers, eq(providers.id, providerEdits.providerId))
      .where(eq(providerEdits.editorUserId, userId))
      .orderBy(asc(providerEdits.createdAt)),
    db.select(passkeyCols).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),
    db
      .select(fileCols)
      .from(storedFiles)
      .leftJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
      .leftJoin(projects, eq(projects.id, projectProviders.projectId))
      .where(or(eq(storedFiles.profileUserId, userId), eq(projects.userId, userId), eq(storedFiles.uploadedBy, userId)))
      .orderBy(asc(storedFiles.createdAt)),
    // Issue 13: my private notes and "Don't hire again" marks.
    db
      .select(bookCols)
      .from(providerNotes)
      .innerJoin(providers, eq(providers.id, providerNotes.providerId))
      .where(eq(providerNotes.userId, userId))
      .orderBy(asc(providerNotes.updatedAt)),
  ]);

  const absolute = (url: string | null) => (url?.startsWith("/") ? `${baseUrl}${url}` : url);
  return [
    table(
      "profile",
      profileCols,
      profile.map((p) => ({ ...p, profileImageUrl: absolute(p.profileImageUrl) })),
    ),
    table("projects", projectCols, ownProjects),
    table("links", linkCols, links),
    table("reviews", reviewCols, ownReviews),
    table("recommendations", recommendationCols, ownRecommendations),
    table("my_providers", myProviderCols, myProviders),
    table("requests", requestCols, requests),
    table("suggestions", suggestionCols, suggestions),
    table("contacts", contactCols, ownContacts),
    table("provider_edits", editCols, edits),
    table("passkeys", passkeyCols, keys),
    table("provider_notes", bookCols, bookNotes),
    table(
      "files",
      { ...fileCols, downloadUrl: true },
      files.map((f) => ({ ...f, downloadUrl: `${baseUrl}/api/files/${f.id}` })),
    ),
  ];
}

const csvCell = {
  date: (value: Date) => value.toISOString(),
  boolean: (value: boolean) => String(value),
  object: (value: object) => JSON.stringify(value),
};

/** The zip as a stream: export.json, then {table}.csv for each table. */
export function exportZip(tables: Table[], exportedAt: Date): Readable {
  const zip = new yazl.ZipFile();
  const json: Row = { app: "Vowch", exportedAt: exportedAt.toISOString() };
  for (const t of tables) json[t.name] = t.name === "profile" ? (t.rows[0] ?? null) : t.rows;
  const options = { mtime: exportedAt };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), "export.json", options);
  for (const t of tables) {
    const csv = stringify(t.rows, { header: true, columns: t.columns, cast: csvCell });
    zip.addBuffer(Buffer.from(csv || `${t.columns.join(",")}\n`), `${t.name}.csv`, options);
  }
  zip.end();
  return zip.outputStream as Readable;
}
