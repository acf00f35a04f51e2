// What this process knows of each viewer's window of people shown (lookup-limit.ts): the people
// the database has counted in it, and until when, by this process's clock. It is only ever a
// shortcut past a read: when it covers everyone a call shows, the database would answer "all
// already counted" (a window's rows are only added to or moved later, never taken away before
// their minute is over), so nothing needs asking. The count itself stays in the database, which
// every process shares; a process that does not know asks it.

/** Taken off the database's remaining time: the answer's way back and the clocks' reading. */
const MARGIN_MS = 2_000;

export class PeopleWindow {
  private readonly viewers = new Map<string, Map<string, number>>();

  constructor(
    /** This process's clock (tests move it with the database's rows). */
    private readonly now: () => number = Date.now,
    /** The most viewers kept; past it, those not heard of longest are forgotten (they ask again). */
    private readonly maxViewers = 10_000,
  ) {}

  /** Whether everyone in `personIds` is known to be in the viewer's window now. */
  covers(viewerId: string, personIds: readonly string[]): boolean {
    const known = this.viewers.get(viewerId);
    if (!known) return false;
    const now = this.now();
    return personIds.every((id) => (known.get(id) ?? 0) > now);
  }

  /** The database counted `personIds` in the viewer's window for `seconds` more (at the least). */
  remember(viewerId: string, personIds: readonly string[], seconds: number): void {
    const now = this.now();
    const until = now + seconds * 1000 - MARGIN_MS;
    if (until <= now) return;
    const known = this.viewers.get(viewerId) ?? new Map<string, number>();
    // Re-inserted last, so the viewers not heard of longest are the first forgotten.
    this.viewers.delete(viewerId);
    for (const [id, end] of known) if (end <= now) known.delete(id);
    for (const id of personIds) known.set(id, until);
    this.viewers.set(viewerId, known);
    for (const oldest of this.viewers.keys()) {
      if (this.viewers.size <= this.maxViewers) break;
      this.viewers.delete(oldest);
    }
  }
}
