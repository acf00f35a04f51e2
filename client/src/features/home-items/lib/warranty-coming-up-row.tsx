// A warranty ending within 30 days, as a row of Home's "Coming up": opens the home's items.
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { ShieldAlert } from "lucide-react";
import type { WarrantyComingUp } from "@common/schemas/home-items";
import { paths } from "@/lib/paths";

/** `when`: the day as Coming up labels its days ("Tomorrow", "Mon, Dec 7"). */
export function WarrantyComingUpRow({ item, when }: { item: WarrantyComingUp; when: string }) {
  const { t } = useTranslation("home");
  return (
    <li className="flex min-h-16 min-w-0 items-center rounded-2xl border border-border bg-card p-2 pl-3 shadow-sm">
      <Link href={paths.homeItems} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl py-1 hover:underline">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <ShieldAlert className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{item.name}</span>
          <span className="block text-caption wrap-anywhere text-muted-foreground">{t("items.warrantyEnds", { when })}</span>
        </span>
      </Link>
    </li>
  );
}
