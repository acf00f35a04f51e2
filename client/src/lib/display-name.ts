// The one place people's names are put together (the spec's screens header, friends, requests, messages).
import i18next from "i18next";

interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
}

/** First and last name (trimmed), or "" when neither is set; callers add their own fallback. */
export function fullName(user: NamedUser | null | undefined): string {
  return [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(" ");
}

/** The first name for a greeting ("Hi {first}"), else the fallback. */
export function firstName(user: NamedUser | null | undefined, fallback: string): string {
  return user?.firstName?.trim() || fallback;
}

/** The spec's screens header rule: first + last, else first, else "User". */
export function displayName(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return i18next.t("common:user");
}

/** The uppercase first letters of the name's words that start with a letter or digit, at most 2 ("Johnson & Sons" → "JS"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
