// Which quotes Compare quotes puts side by side: a rule of its own, without the schemas (and zod),
// so the project's screen can count them before any form loads.

/**
 * Compare quotes compares like with like: links whose status is "quoted" (not those scheduled,
 * hired or rejected), grouped by their provider's category, and only a category with two or more
 * quotes (one quote is no comparison). Categories in the order of their first quote, each
 * category's quotes in the order given. Shared by the server's answer and the project's button.
 */
export function quoteGroups<L extends { status: string; provider: { category: string } }>(
  links: readonly L[],
): { category: string; quotes: L[] }[] {
  const groups = new Map<string, L[]>();
  for (const link of links) {
    if (link.status !== "quoted") continue;
    const group = groups.get(link.provider.category);
    if (group) group.push(link);
    else groups.set(link.provider.category, [link]);
  }
  return [...groups].filter(([, quotes]) => quotes.length >= 2).map(([category, quotes]) => ({ category, quotes }));
}
