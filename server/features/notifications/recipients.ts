// Who counts as an actor's "contact" for a notification: the people who have the actor in their own
// address book (docs/decisions/052-notifications.md): the recipient's book decides what they hear
// about. The matching itself is the address book's (contacts/in-book.ts).
import type { SQL } from "drizzle-orm";
import { booksHolding } from "../contacts/in-book.js";

/** A subquery of the ids of users whose address book holds the actor. One statement for any number of recipients. */
export function peopleWithInTheirBook(actorId: string): SQL {
  return booksHolding(actorId);
}
