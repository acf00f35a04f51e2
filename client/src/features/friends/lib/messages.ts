// Prepared messages and mail drafts of the network screens (the spec's Friend detail screen, Requests; the spec's error catalogue).
import { firstName, fullName } from "@/lib/display-name";
import { mailtoUrl } from "@/lib/share";

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

/** Ask: a message to the friend about a provider they used on a project. */
export function askMessage({
  friend,
  providerName,
  projectTitle,
}: {
  friend: Named;
  providerName: string;
  projectTitle?: string | null;
}): string {
  const on = projectTitle ? ` for your "${projectTitle}" project` : "";
  return (
    `Hi ${firstName(friend, "there")}! I saw on Vowch that you worked with ${providerName}${on}. ` +
    `How was your experience? Would you recommend them? Thanks!`
  );
}

/** Email: a referral mail draft to the provider, naming the friend who used them. */
export function referralMailto({
  friend,
  providerName,
  providerEmail,
  projectTitle,
}: {
  friend: Named;
  providerName: string;
  providerEmail: string | null | undefined;
  projectTitle?: string | null;
}): string {
  const name = fullName(friend) || "a friend";
  const work = projectTitle ? ` on their "${projectTitle}" project` : "";
  return mailtoUrl({
    to: providerEmail,
    subject: `Referral from ${name}`,
    body:
      `Hi ${providerName},\n\n` +
      `${name} recommended you — you worked with them${work}. ` +
      `I'm looking for help with a similar job and would love to get a quote.\n\nThanks!`,
  });
}

/** "Ask {first name} about this project": a mail draft to the friend. */
export function askAboutProjectMailto({
  friend,
  friendEmail,
  projectTitle,
  providerNames,
}: {
  friend: Named;
  friendEmail: string | null | undefined;
  projectTitle: string;
  providerNames: string[];
}): string {
  const who = providerNames.length ? ` You worked with ${providerNames.join(", ")}.` : "";
  return mailtoUrl({
    to: friendEmail,
    subject: `Your "${projectTitle}" project`,
    body:
      `Hi ${firstName(friend, "there")},\n\n` +
      `I saw your "${projectTitle}" project on Vowch.${who} ` +
      `How did it go, and who would you recommend?\n\nThanks!`,
  });
}

/** "Ask for provider recommendations" on a project without providers. */
export function askForRecommendationsMailto({
  friend,
  friendEmail,
  projectTitle,
}: {
  friend: Named;
  friendEmail: string | null | undefined;
  projectTitle: string;
}): string {
  return mailtoUrl({
    to: friendEmail,
    subject: `Provider recommendations for "${projectTitle}"`,
    body:
      `Hi ${firstName(friend, "there")},\n\n` +
      `I saw your "${projectTitle}" project on Vowch. Do you have any providers you'd recommend for it?\n\nThanks!`,
  });
}

/** The Requests screen's secondary button: a message about a friend's request to pass on. */
export function referenceRequestMessage({
  request,
  from,
}: {
  request: {
    title: string;
    category: string;
    description?: string | null;
    location?: string | null;
    budgetRange?: string | null;
    timeline?: string | null;
  };
  from: Named;
}): string {
  const lines = [`${fullName(from) || "A friend"} is looking for a ${request.category} provider on Vowch:`, `"${request.title}"`];
  if (request.description) lines.push(request.description);
  if (request.location) lines.push(`Location: ${request.location}`);
  if (request.budgetRange) lines.push(`Budget: ${request.budgetRange}`);
  if (request.timeline) lines.push(`Timeline: ${request.timeline}`);
  lines.push("Know someone you trust? Let them know!");
  return lines.join("\n");
}
