// The signed-in app's screens, loaded on demand: the landing page never downloads this route table
// (nor the map of every screen's chunks that comes with it), only a signed-in visitor does.
import { lazy, useEffect, useLayoutEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { useAuth } from "@/features/auth/api/auth";
import { usePushSync } from "@/features/push/push-sync";
import { useTimeZoneSync } from "@/features/recurring/time-zone-sync";
import { PhoneRegionProvider } from "@/lib/phone-region";
import { applyTheme } from "@/lib/theme";
import { addEnglish, applyLanguage, phoneLanguage } from "@/lib/i18n";
import enSignedIn from "@/locales/en-signed-in";
import { takeReturnPath } from "@/lib/return-to";
import { apiJson } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { APP_ROUTES } from "./app-routes";

// The signed-in screens' English arrives with them.
addEnglish(enSignedIn);

const CompleteProfilePage = lazy(() => import("@/pages/complete-profile"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));

/**
 * Right after signing in (an identity provider's callback lands on /), a signed-in user
 * with a complete profile goes on to where a shared link pointed, before Home paints.
 */
function ReturnAfterSignIn() {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    const path = takeReturnPath();
    if (path) navigate(path, { replace: true });
  }, [navigate]);
  return null;
}

/** The account's look (Profile's Appearance) on this device. */
function ThemeSync() {
  const theme = useAuth().user?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}

/**
 * The account's language on this device: Profile's choice, else the phone's. An account that
 * follows its phone learns the phone's language here (its e-mails speak it from then on).
 */
function LanguageSync() {
  const user = useAuth().user;
  const choice = user?.languageChoice ?? null;
  const kept = user?.language;
  useEffect(() => {
    if (!kept) return;
    const phone = phoneLanguage();
    void applyLanguage(choice ?? phone);
    if (kept !== (choice ?? phone)) void apiJson("PUT", "/api/account/language", { choice, phone }).catch(() => undefined);
  }, [choice, kept]);
  return null;
}

/** The browser's time zone onto the profile (calendar files, "Coming up"); this device's push subscription kept current. */
function TimeZoneSync() {
  const { user } = useAuth();
  useTimeZoneSync(user);
  usePushSync(user?.id ?? null);
  return null;
}

export default function SignedInRoutes({ profileComplete }: { profileComplete: boolean }) {
  // Phones are read in the region the server reads this account's in (lib/phone-region.tsx).
  return (
    <PhoneRegionProvider region={useAuth().user?.phoneRegion}>
      {profileComplete ? <ReturnAfterSignIn /> : null}
      {profileComplete ? <TimeZoneSync /> : null}
      <ThemeSync />
      <LanguageSync />
      <Switch>
        <Route path={paths.completeProfile} component={CompleteProfilePage} />
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </PhoneRegionProvider>
  );
}
