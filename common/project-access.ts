// What the signed-in person may do on a project (the project responses' `access`,
// docs/decisions/131-household-sharing.md).
// owner: everything. member (of the owner's household): works on it as a collaborator does and
// edits its fields and status. collaborator: works on its providers, quotes and photos.
// viewer (of the owner's household): reads only, without amounts, quote PDFs or e-mail addresses.
export const PROJECT_ACCESS = ["owner", "member", "collaborator", "viewer"] as const;
export type ProjectAccess = (typeof PROJECT_ACCESS)[number];

/** Works on the project's providers, quotes and photos. */
export const canWork = (access: ProjectAccess) => access !== "viewer";

/** Edits the project's own fields and status. */
export const canEditFields = (access: ProjectAccess) => access === "owner" || access === "member";
