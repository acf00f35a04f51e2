// Every app route of the spec's screens in one place.
export const paths = {
  home: "/",
  completeProfile: "/complete-profile",
  projects: "/projects",
  project: (id: string) => `/projects/${id}`,
  providers: "/providers",
  provider: (id: string) => `/providers/${id}`,
  friends: "/contacts",
  friendProjects: (friendId: string) => `/contacts/${friendId}/projects`,
  /** The address book: under /contacts so the Friends tab stays active. */
  addressBook: "/contacts/book",
  requests: "/requests",
  profile: "/profile",
  /** Privacy you control: a separate control on Profile. */
  privacy: "/profile/privacy",
  notifications: "/notifications",
  /** Where the money went: the household's spending by year. */
  money: "/money",
  /** A household link's page: /household/join#token=… (signed in). */
  householdJoin: "/household/join",
  /** The home's own screen: upkeep tasks and the home's records ("Your home"). */
  homeRecord: "/home",
  /** The home's items with their manuals and receipts. */
  homeItems: "/home/items",
  /** The household's go-to provider per trade, and its notes (readable offline). */
  whoToCall: "/home/who-to-call",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  /** The e-mailed sign-up link's page (servers that send e-mail). */
  finishSignup: "/finish-signup",
  unsubscribe: "/unsubscribe",
  /** A shared request's page (its link's token). */
  sharedRequest: (token: string) => `/r/${token}`,
  /** An invite link's page: /join/{token} (signed out). */
  join: "/join/",
  login: "/api/login",
  logout: "/api/logout",
} as const;

/**
 * Only same-origin app paths may be returned to after sign-in: one leading "/" (not "//evil" or
 * "/\\evil", which browsers read as another host; not "https://…"), not the API, and no control
 * characters (browsers strip tabs and newlines, which could turn "/\t/evil" into "//evil").
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /^\/api([/?#]|$)/.test(value)) return "/";
  return value.includes("\\") || /\p{Cc}/u.test(value) ? "/" : value;
}
