// Prepared messages and mail drafts of the network screens (the spec's Friend detail screen, Requests; the spec's error catalogue).
import i18next from "i18next";
import { categoryLabel } from "@/lib/category-label";
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
  const t = i18next.t;
  const name = firstName(friend, t("friends:messages.there"));
  return projectTitle
    ? t("friends:messages.askOnProject", { name, provider: providerName, title: projectTitle })
    : t("friends:messages.ask", { name, provider: providerName });
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
  const t = i18next.t;
  const name = fullName(friend) || t("friends:messages.aFriend");
  return mailtoUrl({
    to: providerEmail,
    subject: t("friends:messages.referralSubject", { name }),
    body: projectTitle
      ? t("friends:messages.referralBodyOnProject", { provider: providerName, name, title: projectTitle })
      : t("friends:messages.referralBody", { provider: providerName, name }),
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
  const t = i18next.t;
  const name = firstName(friend, t("friends:messages.there"));
  return mailtoUrl({
    to: friendEmail,
    subject: t("friends:messages.projectSubject", { title: projectTitle }),
    body: providerNames.length
      ? t("friends:messages.projectBodyWith", { name, title: projectTitle, providers: providerNames.join(", ") })
      : t("friends:messages.projectBody", { name, title: projectTitle }),
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
  const t = i18next.t;
  return mailtoUrl({
    to: friendEmail,
    subject: t("friends:messages.recommendationsSubject", { title: projectTitle }),
    body: t("friends:messages.recommendationsBody", {
      name: firstName(friend, t("friends:messages.there")),
      title: projectTitle,
    }),
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
  const t = i18next.t;
  const lines = [
    t("friends:messages.reference.lookingFor", {
      name: fullName(from) || t("friends:aFriend"),
      category: categoryLabel(request.category),
    }),
    `"${request.title}"`,
  ];
  if (request.description) lines.push(request.description);
  if (request.location) lines.push(t("friends:messages.reference.location", { value: request.location }));
  if (request.budgetRange) lines.push(t("friends:messages.reference.budget", { value: request.budgetRange }));
  if (request.timeline) lines.push(t("friends:messages.reference.timeline", { value: request.timeline }));
  lines.push(t("friends:messages.reference.knowSomeone"));
  return lines.join("\n");
}
