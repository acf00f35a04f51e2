// The spec's constants and limits: provider avatars cycle through 6 background colours. The class strings
// are spelled out in full so Tailwind's scanner generates them.
const AVATAR_COLOR_CLASSES = [
  "bg-avatar-1 text-white",
  "bg-avatar-2 text-white",
  "bg-avatar-3 text-white",
  "bg-avatar-4 text-white",
  "bg-avatar-5 text-white",
  "bg-avatar-6 text-white",
] as const;

export type AvatarColorClass = (typeof AVATAR_COLOR_CLASSES)[number];

/** Same key, same colour, on every screen and every visit (FNV-1a hash). */
export function providerAvatarColor(key: string): AvatarColorClass {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return AVATAR_COLOR_CLASSES[(hash >>> 0) % AVATAR_COLOR_CLASSES.length]!;
}
