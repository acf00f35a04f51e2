// The spec's screens and error catalogue: an expired session shows a destructive toast and after 500 ms goes to /api/login.
import i18next from "i18next";
import { DELAYS } from "@common/delays";
import { toast } from "@/hooks/use-toast";
import { paths } from "./paths";
import { rememberReturnPath } from "./return-to";
import { whenToasterReady } from "./toaster";

const LOGIN_REDIRECT_DELAY_MS = DELAYS.loginRedirectMs;

let redirectPending = false;

/** Sign-in is always exactly /api/login (the spec's screens); where they were going is kept for afterwards. */
export function redirectToLogin() {
  // The fragment too: a household link's token rides in it (/household/join#token=…).
  rememberReturnPath(window.location.pathname + window.location.search + window.location.hash);
  window.location.href = paths.login;
}

export function handleSessionExpired(options: { prefixDescription?: boolean } = {}) {
  // Several calls of one screen may fail together: one toast, one redirect.
  if (redirectPending) return;
  redirectPending = true;
  // The toast must be on screen for the whole 500 ms (on a first visit its viewport may still be loading).
  whenToasterReady(() => {
    toast({
      title: i18next.t("common:session.unauthorized"),
      description: i18next.t(options.prefixDescription ? "common:session.loggedOutPrefixed" : "common:session.loggedOut"),
      variant: "destructive",
    });
    setTimeout(() => {
      redirectPending = false;
      redirectToLogin();
    }, LOGIN_REDIRECT_DELAY_MS);
  });
}
