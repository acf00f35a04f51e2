import { useTranslation } from "@/lib/use-translation";
import { Link } from "wouter";

/** A home section title with its "View All" link. */
export function SectionHeader({ id, title, href }: { id: string; title: string; href: string }) {
  const { t } = useTranslation("friends");
  return (
    <div className="mb-2 flex items-center justify-between">
      <h2 id={id} className="text-subtitle font-bold">
        {title}
      </h2>
      <Link href={href} className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-primary hover:underline">
        {t("viewAll")}
      </Link>
    </div>
  );
}
