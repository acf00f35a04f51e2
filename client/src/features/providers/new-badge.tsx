import { useTranslation } from "@/lib/use-translation";
import { Badge } from "@/components/ui/badge";

/**
 * Beside the spec's rating and count of a provider nobody has rated yet ("0.0 (0)"): says the
 * provider is new rather than poor.
 */
export function NewBadge({ reviewCount }: { reviewCount: number }) {
  const { t } = useTranslation("providers");
  return reviewCount === 0 ? (
    <Badge variant="outline" className="border-primary/40 text-primary">
      {t("card.new")}
    </Badge>
  ) : null;
}
