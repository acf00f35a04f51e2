// What backs a recommendation ("Verified hire" with its details, or "Vouched") and the "In your
// contacts" mark, the same on Home, provider cards and detail, and friend detail.
import { BadgeCheck, BookUser, ShieldCheck } from "lucide-react";
import { verifiedHireDetails } from "@common/trust";
import { Badge } from "@/components/ui/badge";

export function ContactBadge() {
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      <BookUser aria-hidden="true" /> In your contacts
    </Badge>
  );
}

interface Backing {
  verifiedHire: boolean;
  category?: string | null;
  createdAt?: string | null;
  finalAmount?: string | null;
}

/** "Verified hire · Kitchen · Mar 2026 · $4,200" or "Vouched"; stars are shown beside it by the caller. */
export function BackingBadge({ backing }: { backing: Backing }) {
  if (!backing.verifiedHire) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
        <ShieldCheck className="size-3.5" aria-hidden="true" /> Vouched
      </span>
    );
  }
  const details = verifiedHireDetails(backing);
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs">
      <span className="inline-flex items-center gap-1 font-semibold text-success">
        <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified hire
      </span>
      {details ? <span className="text-muted-foreground">· {details}</span> : null}
    </span>
  );
}
