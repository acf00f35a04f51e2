// The texts that say what backs a recommendation and why a provider is listed
// (docs/decisions/076-recommendations-you-can-check.md), shared by every screen that shows them.
import { format, isValid } from "date-fns";
import { formatMoney } from "./format";

/** "3 hires · 5 vouches": what the rating and its count are made of. */
export function ratingBreakdownText(b: { hires: number; vouches: number }): string {
  return `${b.hires} hire${b.hires === 1 ? "" : "s"} · ${b.vouches} vouch${b.vouches === 1 ? "" : "es"}`;
}

/** "Kitchen · Mar 2026 · $4,200": a verified hire's details, each part only when known. */
export function verifiedHireDetails(r: {
  category?: string | null;
  createdAt?: string | null;
  finalAmount?: string | null;
}): string {
  const date = r.createdAt ? new Date(r.createdAt) : null;
  const month = date && isValid(date) ? format(date, "MMM yyyy") : null;
  return [r.category, month, formatMoney(r.finalAmount)].filter(Boolean).join(" · ");
}

interface Person {
  firstName: string | null;
  lastName: string | null;
}

/**
 * Why a provider is listed: "Ann and 2 of your contacts hired them" (contacts who hired), else
 * "Ann and 1 of your contacts recommend them" (on their list or vouched); null without contacts.
 */
export function trustReason(trust: {
  contactCount: number;
  contactHiredCount: number;
  firstContact: Person | null;
}): string | null {
  if (trust.contactCount === 0 || !trust.firstContact) return null;
  const name = trust.firstContact.firstName?.trim() || trust.firstContact.lastName?.trim() || "A contact";
  const hired = trust.contactHiredCount > 0;
  const others = (hired ? trust.contactHiredCount : trust.contactCount) - 1;
  const who = others > 0 ? `${name} and ${others} of your contacts` : name;
  if (hired) return `${who} hired them`;
  return `${who} ${others > 0 ? "recommend" : "recommends"} them`;
}
