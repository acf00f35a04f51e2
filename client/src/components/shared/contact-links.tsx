import { Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { telUrl } from "@/lib/share";

// The outlined, thumb-sized Call and Email links of a provider on cards and suggestions.

/** Dials the provider's number; its label names the provider. */
export function CallLink({ name, phone }: { name: string; phone: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="h-11">
      <a href={telUrl(phone)} aria-label={`Call ${name}`}>
        <Phone aria-hidden="true" />
        Call
      </a>
    </Button>
  );
}

/** Opens a mail draft to the provider: `href` is a mailto: link (a plain address or a written referral). */
export function EmailLink({ name, href }: { name: string; href: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="h-11">
      <a href={href} aria-label={`Email ${name}`}>
        <Mail aria-hidden="true" />
        Email
      </a>
    </Button>
  );
}
