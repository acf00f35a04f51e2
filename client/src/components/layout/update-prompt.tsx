// A new version is installed and waiting; this notice above the bottom navigation
// activates it. Loaded only when a version is waiting (app.tsx), so the first bundle stays small.
import { useTranslation } from "@/lib/use-translation";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function UpdatePrompt({ applyUpdate }: { applyUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-[448px] items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 shadow-lg max-[480px]:mx-4"
    >
      <p className="min-w-0 flex-1 text-sm">{t("update.ready")}</p>
      <Button type="button" size="sm" onClick={applyUpdate}>
        <RefreshCw aria-hidden="true" />
        {t("update.reload")}
      </Button>
    </div>
  );
}
