import { useTranslation } from "@/lib/use-translation";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Wordmark } from "@/components/brand/logo";
import { paths } from "@/lib/paths";

/**
 * The header's frame (wordmark and tagline, then `children` at the end): shared by the signed-in
 * header and the first paint's shell, which shows the same bar before the user is known.
 */
export function HeaderBar({ children, below }: { children: ReactNode; below?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 pt-safe backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-[480px] items-center justify-between gap-3 px-4">
        {/* Named by what it shows (the wordmark and the tagline), as axe's label-in-name rule asks. */}
        <Link href={paths.home} className="flex min-w-0 flex-col items-start">
          <Wordmark className="h-7" />
          <span className="truncate text-xs text-muted-foreground">{t("header.tagline")}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1">{children}</div>
      </div>
      {below}
    </header>
  );
}
