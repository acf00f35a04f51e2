// "Request a quote": the e-mail or SMS draft — the project's title, description,
// the address line the user chose to share, and the timeline — as mailto:/sms: links.
import i18next from "i18next";
import { formatDate } from "@common/format";
import { mailtoUrl } from "@/lib/share";

export interface QuoteDraftInput {
  providerName: string;
  senderName: string;
  project: { title: string; description: string | null };
  /** Empty: no address shared. */
  address: string;
  /** Empty: no timeline given. */
  timeline: string;
}

/** "Flexible" when neither date is set; otherwise the project's dates as words. */
export function timelineFromDates(startDate: string | null, endDate: string | null): string {
  const t = i18next.getFixedT(null, "projects");
  if (startDate && endDate) return t("draft.range", { start: formatDate(startDate), end: formatDate(endDate) });
  if (startDate) return t("draft.starting", { date: formatDate(startDate) });
  if (endDate) return t("draft.doneBy", { date: formatDate(endDate) });
  return "";
}

export function quoteRequestText({ providerName, senderName, project, address, timeline }: QuoteDraftInput) {
  const t = i18next.getFixedT(null, "projects");
  const lines = [t("draft.greeting", { name: providerName }), "", t("draft.intro", { title: project.title })];
  const description = project.description?.trim();
  if (description) lines.push("", description);
  const details: string[] = [];
  if (address.trim()) details.push(t("draft.address", { address: address.trim() }));
  details.push(t("draft.timeline", { timeline: timeline.trim() || t("draft.flexible") }));
  lines.push("", ...details, "", t("draft.ask"), "", t("draft.thanks"), senderName);
  return { subject: t("draft.subject", { title: project.title }), body: lines.join("\n") };
}

export function quoteRequestMailto(to: string | null, input: QuoteDraftInput): string {
  return mailtoUrl({ to, ...quoteRequestText(input) });
}

/** An sms: link (RFC 5724 body parameter; "?" works on Android and iOS alike). */
export function quoteRequestSms(phone: string | null, input: QuoteDraftInput): string {
  const number = phone ? phone.replace(/[^\d+]/g, "") : "";
  return `sms:${number}?body=${encodeURIComponent(quoteRequestText(input).body)}`;
}
