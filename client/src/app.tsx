import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { FullPageSpinner, SignedOutRedirect } from "@/components/layout/signed-out-redirect";
import { useAuth } from "@/features/auth/api/auth";
import { queryClient } from "@/lib/query-client";
import { paths } from "@/lib/paths";
import { LazyToaster } from "@/lib/toaster";
import LandingPage from "@/pages/landing";
import { APP_ROUTES } from "./app-routes";

// Loaded on demand: a signed-out visitor of the landing page downloads only the landing page.
const CompleteProfilePage = lazy(() => import("@/pages/complete-profile"));
const LoginPage = lazy(() => import("@/pages/login"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));

function Router() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();

  // Served by the server at /api/login when no identity provider is configured.
  if (location === paths.login) return user ? <Redirect to={paths.home} /> : <LoginPage />;

  // Spec §2: signed-out or still-loading visitors get only the landing page at /.
  if (isLoading || !user) {
    return (
      <Switch>
        <Route path="/" component={LandingPage} />
        {isLoading ? <Route component={FullPageSpinner} /> : null}
        <Route path={paths.completeProfile} component={CompleteProfilePage} />
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} component={SignedOutRedirect} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    );
  }

  // Spec §6: an incomplete profile leads to /complete-profile. The Friends page does it itself,
  // with its own "Complete Your Profile" toast (spec §2 Friends).
  if (!user.isProfileComplete && location !== paths.completeProfile && location !== paths.friends) {
    return <Redirect to={paths.completeProfile} replace />;
  }

  return (
    <Switch>
      <Route path={paths.completeProfile} component={CompleteProfilePage} />
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} component={route.component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<FullPageSpinner />}>
        <Router />
      </Suspense>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
