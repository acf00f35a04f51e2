// What backs a recommendation ("Verified hire" or "Past hire" with its details, or "Vowched") and
// the "In your contacts" mark, the same on Home, provider cards and detail, and friend detail.
// The words are common/trust.ts's.
import { useTranslation } from "@/lib/use-translation";
import { BadgeCheck, BookUser, ShieldCheck } from "lucide-react";
import { sourceLabel, verifiedHireDetails } from "@common/trust";
import { categoryLabel } from "@/lib/category-label";
import { Badge } from "@/components/ui/badge";

export function ContactBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className="border-primary/40 text-primary">
      <BookUser aria-hidden="true" /> {t("trust.inContacts")}
    </Badge>
  );
}

interface Backing {
  /** vouch | project | experience; without it, a verified hire or a vouch. */
  source?: string;
  verifiedHire: boolean;
  category?: string | null;
  createdAt?: string | null;
  /** Left out where the screen shows the amount already (each amount once). */
  finalAmount?: string | null;
}

/**
 * "Verified hire · Kitchen · Mar 2026 · $4,200", "Past hire · …" or "Vowched"; stars are shown
 * beside it by the caller. `details={false}`: the label alone, where the details are beside it.
 */
export function BackingBadge({ backing, details = true }: { backing: Backing; details?: boolean }) {
  const source = backing.source ?? (backing.verifiedHire ? "project" : "vouch");
  const { t } = useTranslation();
  const label = sourceLabel((key) => t(`trust.${key}` as "trust.vowched"), source);
  if (source === "vouch") {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
        <ShieldCheck className="size-3.5" aria-hidden="true" /> {label}
      </span>
    );
  }
  const text = details
    ? verifiedHireDetails({ ...backing, category: backing.category ? categoryLabel(backing.category) : null })
    : "";
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs">
      <span
        className={
          source === "project"
            ? "inline-flex items-center gap-1 font-semibold text-success"
            : "inline-flex items-center gap-1 font-semibold text-foreground"
        }
      >
        <BadgeCheck className="size-3.5" aria-hidden="true" /> {label}
      </span>
      {text ? <span className="text-muted-foreground">· {text}</span> : null}
    </span>
  );
}
