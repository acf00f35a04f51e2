import { useTranslation } from "@/lib/use-translation";
import { Skeleton } from "@/components/ui/skeleton";

export function HeaderSkeleton() {
  const { t } = useTranslation("friends");
  return (
    <div className="flex items-center gap-3" aria-label={t("detail.loading")}>
      <Skeleton className="size-11 rounded-full" />
      <Skeleton className="size-14 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-28" />
      </div>
    </div>
  );
}
