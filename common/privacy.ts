// Privacy you control (docs/decisions/077-privacy-settings.md): the audiences,
// the labels and texts the screens show. Free of zod: Home's activity imports "Hired" from here.
// The defaults are the spec's behaviour: everyone sees my projects and amounts, everyone gets my
// e-mail where a screen uses it.

/** Who sees my projects: everyone, only the people in MY address book, or nobody. */
export const PROJECT_AUDIENCES = ["everyone", "contacts", "nobody"] as const;
export type ProjectAudience = (typeof PROJECT_AUDIENCES)[number];
/** Who gets my e-mail and phone: everyone, or only the people in my book and my collaborators. */
export const CONTACT_DETAILS_AUDIENCES = ["everyone", "contacts"] as const;

/** The project form's choice: "default" (stored as null) follows the owner's own setting. */
export const PROJECT_VISIBILITY_CHOICES = ["default", ...PROJECT_AUDIENCES] as const;
