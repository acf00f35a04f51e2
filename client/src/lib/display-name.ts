// Spec §2 header rules: display name is first + last, else first, else "User";
// initials are the uppercase first letters of its words, at most 2.
interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
}

export function displayName(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return "User";
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
