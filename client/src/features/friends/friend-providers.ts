// The Providers tab of a friend (the spec's screens and states and transitions): one entry per provider across the friend's projects.
import i18next from "i18next";
import type { FriendProject, FriendProjectProvider } from "@common/schemas/friends";

export interface FriendProviderEntry {
  provider: FriendProjectProvider;
  hired: boolean;
  projects: { id: string; title: string; status: string; projectType: string }[];
}

/** Hired on any project makes a provider "Hired"; hired first, then rating descending (the spec's states and transitions). */
export function friendProviders(projects: FriendProject[]): FriendProviderEntry[] {
  const byId = new Map<string, FriendProviderEntry>();
  for (const project of projects) {
    const groups: [FriendProjectProvider[], boolean][] = [
      [project.providers.hired, true],
      [project.providers.quoted, false],
    ];
    for (const [list, hired] of groups) {
      for (const provider of list) {
        const entry = byId.get(provider.id) ?? { provider, hired: false, projects: [] };
        byId.set(provider.id, entry);
        entry.hired ||= hired;
        if (!entry.projects.some((p) => p.id === project.id)) {
          entry.projects.push({ id: project.id, title: project.title, status: project.status, projectType: project.projectType });
        }
      }
    }
  }
  return [...byId.values()].sort(
    (a, b) =>
      Number(b.hired) - Number(a.hired) ||
      Number(b.provider.rating) - Number(a.provider.rating) ||
      a.provider.name.localeCompare(b.provider.name),
  );
}

/** The spec's screens: a project's status badge reads "Active" for active and the raw status otherwise. */
export function friendProjectStatusLabel(status: string): string {
  return status === "active" ? i18next.t("friends:activeStatus") : status;
}
