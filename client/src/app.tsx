import { lazy, Suspense, type ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, Route, Router as WouterRouter, Switch, useLocation } from "wouter";
import { ShellSkeleton } from "@/components/layout/shell-skeleton";
import { FullPageSpinner, SignedOutRedirect } from "@/components/layout/signed-out-redirect";
import { useAuth } from "@/features/auth/api/auth";
import { useAppLocation } from "@/lib/history-entries";
import { queryClient } from "@/lib/query-client";
import { paths } from "@/lib/paths";
import { ScrollRestoration } from "@/lib/scroll-restoration";
import { useWaitingUpdate } from "@/lib/pwa/app-update";
import { LazyToaster } from "@/lib/toaster";
import LandingPage from "@/pages/landing";
import { APP_ROUTE_PATTERNS } from "@common/app-routes";

// Loaded on demand: a signed-out visitor of the landing page downloads only the landing page.
const CompleteProfilePage = lazy(() => import("@/pages/complete-profile"));
const LoginPage = lazy(() => import("@/pages/login"));
const ForgotPasswordPage = lazy(() => import("@/pages/forgot-password"));
const ResetPasswordPage = lazy(() => import("@/pages/reset-password"));
const UnsubscribePage = lazy(() => import("@/pages/unsubscribe"));
const VerifyEmailPage = lazy(() => import("@/pages/verify-email"));
const FinishSignupPage = lazy(() => import("@/pages/finish-signup"));
const SharedRequestPage = lazy(() => import("@/pages/shared-request"));
const JoinPage = lazy(() => import("@/pages/join"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));
const OfflinePage = lazy(() => import("@/pages/offline"));
const UpdatePrompt = lazy(() => import("@/components/layout/update-prompt"));
const SignedInRoutes = lazy(() => import("./signed-in-routes"));

/** The signed-in screens but Home: at /, a visitor still loading sees the landing page (the spec). */
const SIGNED_IN_PATHS = APP_ROUTE_PATTERNS.filter((path) => path !== "/");

/** One route per path pattern, each showing `component`. */
const routesTo = (patterns: readonly string[], component: ComponentType) =>
  patterns.map((path) => <Route key={path} path={path} component={component} />);

/**
 * While a screen's chunk loads: on a signed-in screen, the app's shell with a skeleton of the
 * page (never a blank page with a spinner); elsewhere (sign-in, e-mailed links) the spinner.
 */
function ChunkFallback() {
  return (
    <Switch>
      {routesTo(APP_ROUTE_PATTERNS, ShellSkeleton)}
      <Route component={FullPageSpinner} />
    </Switch>
  );
}

function Router() {
  const { user, isLoading, unreachable, retry, checking } = useAuth();
  const [location] = useLocation();

  // Served by the server at /api/login when no identity provider is configured.
  if (location === paths.login) return user ? <Redirect to={paths.home} /> : <LoginPage />;
  // Reached from e-mails, signed in or not.
  if (location === paths.forgotPassword) return <ForgotPasswordPage />;
  if (location === paths.resetPassword) return <ResetPasswordPage />;
  if (location === paths.unsubscribe) return <UnsubscribePage />;
  if (location === paths.verifyEmail) return <VerifyEmailPage />;
  if (location === paths.finishSignup) return <FinishSignupPage />;
  // A shared request's link, signed in or not: a guest suggests by name, a member as themselves.
  const shared = /^\/r\/([^/]+)\/?$/.exec(location);
  if (shared) return <SharedRequestPage token={shared[1]!} />;
  // An invite link: signed out, who invited you and "Join"; a signed-in visitor goes to Home.
  if (location.startsWith(paths.join)) {
    if (isLoading) return <FullPageSpinner />;
    return user ? <Redirect to={paths.home} replace /> : <JoinPage />;
  }

  // No answer and no copy kept (offline after signing out): the app's own offline page on every
  // screen, never a sign-in the network can't reach nor the browser's error page.
  if (unreachable) return <OfflinePage retry={retry} checking={checking} />;

  // The spec's screens: signed-out or still-loading visitors get only the landing page at /.
  // Elsewhere a visitor still loading sees the app's shell, holding nothing of the user until the
  // answer comes: then a signed-in user gets the screen, a signed-out one the sign-in below.
  if (isLoading || !user) {
    return (
      <Switch>
        <Route path="/" component={LandingPage} />
        {isLoading ? routesTo(SIGNED_IN_PATHS, ShellSkeleton) : null}
        {isLoading ? <Route component={FullPageSpinner} /> : null}
        <Route path={paths.completeProfile} component={CompleteProfilePage} />
        {routesTo(APP_ROUTE_PATTERNS, SignedOutRedirect)}
        <Route component={NotFoundPage} />
      </Switch>
    );
  }

  // The spec's roles and permissions: an incomplete profile leads to /complete-profile. The Friends page does it itself,
  // with its own "Complete Your Profile" toast (the spec's Friends screen).
  if (!user.isProfileComplete && location !== paths.completeProfile && location !== paths.friends) {
    return <Redirect to={paths.completeProfile} replace />;
  }

  return <SignedInRoutes profileComplete={user.isProfileComplete} />;
}

export default function App() {
  const applyUpdate = useWaitingUpdate();
  return (
    <QueryClientProvider client={queryClient}>
      {/* Every navigation stamps its history entry (lib/history-entries.ts): Back and scroll rely on it. */}
      <WouterRouter hook={useAppLocation}>
        <Suspense fallback={<ChunkFallback />}>
          <Router />
        </Suspense>
        <ScrollRestoration />
      </WouterRouter>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
      {applyUpdate ? (
        <Suspense fallback={null}>
          <UpdatePrompt applyUpdate={applyUpdate} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
