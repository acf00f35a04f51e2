// "Request a quote": the e-mail or SMS draft — the project's title, description,
// the address line the user chose to share, and the timeline — as mailto:/sms: links.
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
  if (startDate && endDate) return `${formatDate(startDate)} to ${formatDate(endDate)}`;
  if (startDate) return `Starting ${formatDate(startDate)}`;
  if (endDate) return `Done by ${formatDate(endDate)}`;
  return "";
}

export function quoteRequestText({ providerName, senderName, project, address, timeline }: QuoteDraftInput) {
  const lines = [`Hi ${providerName},`, "", `I'd like a quote for a project: ${project.title}.`];
  const description = project.description?.trim();
  if (description) lines.push("", description);
  const details: string[] = [];
  if (address.trim()) details.push(`Address: ${address.trim()}`);
  details.push(`Timeline: ${timeline.trim() || "Flexible"}`);
  lines.push("", ...details, "", "Could you let me know your availability and an estimate?", "", "Thanks,", senderName);
  return { subject: `Quote request: ${project.title}`, body: lines.join("\n") };
}

export function quoteRequestMailto(to: string | null, input: QuoteDraftInput): string {
  return mailtoUrl({ to, ...quoteRequestText(input) });
}

/** An sms: link (RFC 5724 body parameter; "?" works on Android and iOS alike). */
export function quoteRequestSms(phone: string | null, input: QuoteDraftInput): string {
  const number = phone ? phone.replace(/[^\d+]/g, "") : "";
  return `sms:${number}?body=${encodeURIComponent(quoteRequestText(input).body)}`;
}
