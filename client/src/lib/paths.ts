// Every app route of spec §2 in one place.
export const paths = {
  home: "/",
  completeProfile: "/complete-profile",
  projects: "/projects",
  project: (id: string) => `/projects/${id}`,
  providers: "/providers",
  provider: (id: string) => `/providers/${id}`,
  friends: "/contacts",
  friendProjects: (friendId: string) => `/contacts/${friendId}/projects`,
  requests: "/requests",
  profile: "/profile",
  login: "/api/login",
  logout: "/api/logout",
} as const;

/** Only same-site paths may be returned to after sign-in. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/api/")) return "/";
  return value;
}
