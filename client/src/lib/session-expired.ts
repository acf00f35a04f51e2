// Spec §2/§8: an expired session shows a destructive toast and after 500 ms goes to /api/login.
import { DELAYS } from "@common/constants";
import { toast } from "@/hooks/use-toast";
import { paths } from "./paths";

export const LOGIN_REDIRECT_DELAY_MS = DELAYS.loginRedirectMs;

export function redirectToLogin() {
  const here = window.location.pathname + window.location.search;
  const returnTo = here && here !== "/" ? `?returnTo=${encodeURIComponent(here)}` : "";
  window.location.href = `${paths.login}${returnTo}`;
}

export function handleSessionExpired(options: { prefixDescription?: boolean } = {}) {
  toast({
    title: "Unauthorized",
    description: `${options.prefixDescription ? "Unauthorized: " : ""}You are logged out. Logging in again...`,
    variant: "destructive",
  });
  setTimeout(redirectToLogin, LOGIN_REDIRECT_DELAY_MS);
}
