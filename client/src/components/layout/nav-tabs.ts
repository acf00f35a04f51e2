import { Home, FolderKanban, Wrench, Users, MessageSquareMore, type LucideIcon } from "lucide-react";

export type TabKey = "/" | "/projects" | "/providers" | "/contacts" | "/requests";

/** Each tab's label is its `common:nav.<label>` key, translated at render. */
export const NAV_TABS: { key: TabKey; label: "home" | "projects" | "providers" | "friends" | "requests"; icon: LucideIcon }[] = [
  { key: "/", label: "home", icon: Home },
  { key: "/projects", label: "projects", icon: FolderKanban },
  { key: "/providers", label: "providers", icon: Wrench },
  { key: "/contacts", label: "friends", icon: Users },
  { key: "/requests", label: "requests", icon: MessageSquareMore },
];

/**
 * The spec's screens: the active tab is the page key when one is given, otherwise the tab whose key equals
 * the path or is a prefix of it. "/" is a prefix of every path, so it only matches exactly and
 * the longest matching key wins ("/projects/42" is Projects, not Home).
 */
export function activeTab(pathname: string, pageKey?: TabKey): TabKey | undefined {
  if (pageKey) return pageKey;
  let best: TabKey | undefined;
  for (const { key } of NAV_TABS) {
    const matches = key === "/" ? pathname === "/" : pathname === key || pathname.startsWith(`${key}/`);
    if (matches && (!best || key.length > best.length)) best = key;
  }
  return best;
}
