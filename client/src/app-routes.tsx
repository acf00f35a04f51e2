// The signed-in route table of spec §2 (besides /complete-profile, handled in app.tsx).
import type { ComponentType } from "react";
import ContactDetailPage from "@/pages/contact-detail";
import ContactsPage from "@/pages/contacts";
import HomePage from "@/pages/home";
import ProfilePage from "@/pages/profile";
import ProjectDetailPage from "@/pages/project-detail";
import ProjectsPage from "@/pages/projects";
import ProviderDetailPage from "@/pages/provider-detail";
import ProvidersPage from "@/pages/providers";
import RequestsPage from "@/pages/requests";

export const APP_ROUTES: { path: string; component: ComponentType }[] = [
  { path: "/", component: HomePage },
  { path: "/projects", component: ProjectsPage },
  { path: "/projects/:id", component: ProjectDetailPage },
  { path: "/providers", component: ProvidersPage },
  { path: "/providers/:id", component: ProviderDetailPage },
  { path: "/contacts", component: ContactsPage },
  // Friend detail, with the friend chosen by a contactId query parameter.
  { path: "/contacts/projects", component: ContactDetailPage },
  { path: "/contacts/:contactId/projects", component: ContactDetailPage },
  { path: "/requests", component: RequestsPage },
  { path: "/profile", component: ProfilePage },
];
