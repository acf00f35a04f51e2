import { useTranslation } from "@/lib/use-translation";
import * as React from "react";
import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

function Spinner({ className, ...props }: React.ComponentProps<typeof Loader2>) {
  const { t } = useTranslation();
  return (
    <Loader2
      data-slot="spinner"
      role="status"
      aria-label={t("loadingShort")}
      className={cn("size-5 animate-spin text-current", className)}
      {...props}
    />
  );
}

export { Spinner };
