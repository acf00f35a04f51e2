import { Skeleton } from "@/components/ui/skeleton";

export function ListSkeleton() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}
