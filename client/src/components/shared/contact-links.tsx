import { useTranslation } from "@/lib/use-translation";
import { Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { telUrl } from "@/lib/share";

// The outlined, thumb-sized Call and Email links of a provider on cards and suggestions.

/**
 * A provider phone that is no phone number (saved before phones were checked, e.g. "call me
 * maybe"): shown as the plain text it is, never as a call link.
 */
export function PhoneText({ phone, className }: { phone: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ?? "inline-flex min-h-11 min-w-0 items-center gap-2 text-sm break-words text-muted-foreground"}>
      <Phone className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">{t("contact.phone")} </span>
        {phone}
      </span>
    </span>
  );
}

/**
 * Dials the provider's number in E.164 (`phoneKey`, as the server read it in the region of whoever
 * wrote it, so it reaches the right country from anywhere); its label names the provider. A phone
 * with no E.164 form is plain text.
 */
export function CallLink({ name, phone, phoneKey }: { name: string; phone: string; phoneKey: string | null }) {
  const { t } = useTranslation();
  if (!phoneKey) return <PhoneText phone={phone} />;
  return (
    <Button asChild variant="outline" size="sm" className="h-11">
      <a href={telUrl(phoneKey)} aria-label={t("contact.callName", { name })}>
        <Phone aria-hidden="true" />
        {t("contact.call")}
      </a>
    </Button>
  );
}

/** Opens a mail draft to the provider: `href` is a mailto: link (a plain address or a written referral). */
export function EmailLink({ name, href }: { name: string; href: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size="sm" className="h-11">
      <a href={href} aria-label={t("contact.emailName", { name })}>
        <Mail aria-hidden="true" />
        {t("contact.email")}
      </a>
    </Button>
  );
}
