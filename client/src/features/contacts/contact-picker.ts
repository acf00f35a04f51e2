// The Contact Picker API (Chrome on Android and a few others): offered only where the browser has it.
import type { PickedContacts } from "@common/schemas/contacts";

interface ContactsManager {
  select(
    properties: string[],
    options?: { multiple?: boolean },
  ): Promise<{ name?: string[]; email?: string[]; tel?: string[] }[]>;
}

function contactsManager(): ContactsManager | null {
  const nav = navigator as Navigator & { contacts?: ContactsManager };
  return "ContactsManager" in window && nav.contacts ? nav.contacts : null;
}

export const canPickContacts = () => contactsManager() !== null;

/** The people the user picks, or null when they pick none. */
export async function pickContacts(): Promise<PickedContacts | null> {
  const manager = contactsManager();
  if (!manager) return null;
  const picked = await manager.select(["name", "email", "tel"], { multiple: true });
  if (picked.length === 0) return null;
  return { contacts: picked.map((c) => ({ name: c.name ?? [], email: c.email ?? [], tel: c.tel ?? [] })) };
}
