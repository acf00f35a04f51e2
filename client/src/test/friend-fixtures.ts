// A friend's project and its provider links as GET /api/contacts/{id}/projects answers them, for
// the friend screens' tests: each builder fills every field, the test names what it is about.
import type { FriendProject, FriendProjectProvider } from "@common/schemas/friends";

/** One provider link on a friend's project ("Provider {id}", a Painter), raw status as display status. */
export const friendLink = (
  id: string,
  rating: string,
  status: FriendProjectProvider["status"] = "completed",
): FriendProjectProvider => ({
  linkId: `l-${id}-${status}`,
  id,
  name: `Provider ${id}`,
  category: "Painter",
  phone: null,
  phoneKey: null,
  email: null,
  rating,
  reviewCount: 1,
  quoteAmount: null,
  finalAmount: null,
  currency: "USD",
  status,
  displayStatus: status,
  friendRating: null,
  friendReview: null,
  verifiedHire: false,
});

/** A friend's one-time project in planning with these hired and quoted links. */
export const friendProject = (id: string, hired: FriendProjectProvider[], quoted: FriendProjectProvider[]): FriendProject => ({
  id,
  title: `Project ${id}`,
  amountsHidden: false,
  description: null,
  status: "planning",
  projectType: "one_time",
  recurringFrequency: null,
  budget: null,
  currency: "USD",
  startDate: null,
  endDate: null,
  category: null,
  createdAt: "2024-01-01T00:00:00.000Z",
  providers: { total: hired.length + quoted.length, hired, quoted },
});
