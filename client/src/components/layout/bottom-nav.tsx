import { useTranslation } from "@/lib/use-translation";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { activeTab, NAV_TABS, type TabKey } from "./nav-tabs";

export function BottomNav({ pageKey }: { pageKey?: TabKey }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const current = activeTab(location, pageKey);
  return (
    <nav
      aria-label={t("nav.main")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-safe backdrop-blur supports-[backdrop-filter]:bg-card/80"
    >
      <ul className="mx-auto grid max-w-[480px] grid-cols-5">
        {NAV_TABS.map(({ key, label, icon: Icon }) => {
          const isActive = key === current;
          return (
            <li key={key}>
              <Link
                href={key}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition-colors",
                  isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden className={cn("size-5", isActive && "stroke-[2.5]")} />
                {t(`nav.${label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
