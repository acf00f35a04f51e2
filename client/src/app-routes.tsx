// The signed-in route table of the spec's screens (besides /complete-profile, handled in app.tsx). Each page
// is its own chunk, loaded when first visited, so the landing page downloads none of them.
import { lazy, type ComponentType } from "react";
import type { AppRoutePattern } from "@common/app-routes";

const AddressBookPage = lazy(() => import("@/pages/address-book"));
const FriendDetailPage = lazy(() => import("@/pages/friend-detail"));
const FriendsPage = lazy(() => import("@/pages/friends"));
const HomePage = lazy(() => import("@/pages/home"));
const MoneyPage = lazy(() => import("@/pages/money"));
const HouseholdJoinPage = lazy(() => import("@/pages/household-join"));
const HomeRecordPage = lazy(() => import("@/pages/home-record"));
const HomeItemsPage = lazy(() => import("@/pages/home-items"));
const WhoToCallPage = lazy(() => import("@/pages/who-to-call"));
const NotificationsPage = lazy(() => import("@/pages/notifications"));
const PrivacyPage = lazy(() => import("@/pages/privacy"));
const ProfilePage = lazy(() => import("@/pages/profile"));
const ProjectDetailPage = lazy(() => import("@/pages/project-detail"));
const ProjectsPage = lazy(() => import("@/pages/projects"));
const ProviderDetailPage = lazy(() => import("@/pages/provider-detail"));
const ProvidersPage = lazy(() => import("@/pages/providers"));
const RequestsPage = lazy(() => import("@/pages/requests"));

// The paths are common/app-routes.ts's patterns, which the server also knows (its 404s).
export const APP_ROUTES: { path: AppRoutePattern; component: ComponentType }[] = [
  { path: "/", component: HomePage },
  { path: "/projects", component: ProjectsPage },
  { path: "/projects/:id", component: ProjectDetailPage },
  { path: "/providers", component: ProvidersPage },
  { path: "/providers/:id", component: ProviderDetailPage },
  { path: "/contacts", component: FriendsPage },
  { path: "/contacts/book", component: AddressBookPage },
  // Friend detail, with the friend chosen by a contactId query parameter.
  { path: "/contacts/projects", component: FriendDetailPage },
  { path: "/contacts/:contactId/projects", component: FriendDetailPage },
  { path: "/requests", component: RequestsPage },
  { path: "/profile", component: ProfilePage },
  // Privacy you control, reached from Profile.
  { path: "/profile/privacy", component: PrivacyPage },
  // The inbox behind the header's bell.
  { path: "/notifications", component: NotificationsPage },
  // Where the money went, reached from Profile and Home.
  { path: "/money", component: MoneyPage },
  // A household link: who invites, what members see, Join.
  { path: "/household/join", component: HouseholdJoinPage },
  // The home's own screen (upkeep tasks), from Profile and from Home's "Coming up".
  { path: "/home", component: HomeRecordPage },
  { path: "/home/items", component: HomeItemsPage },
  { path: "/home/who-to-call", component: WhoToCallPage },
];
