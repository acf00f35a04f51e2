// "Add to project" and "Request a quote" for one provider: two buttons, the
// dialog loaded on first open.
import { useState } from "react";
import { FolderPlus, Send } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/lib/lazy-dialog";
import type { StartWorkMode, StartWorkProvider } from "./start-work-dialog";

const StartWorkDialog = lazyDialog(() => import("./start-work-dialog").then((m) => m.StartWorkDialog));

export function StartWorkActions({ provider, className }: { provider: StartWorkProvider; className?: string }) {
  const { t } = useTranslation("projects");
  const [mode, setMode] = useState<StartWorkMode | null>(null);
  const [lastMode, setLastMode] = useState<StartWorkMode>("add");
  const openAs = (next: StartWorkMode) => {
    setLastMode(next);
    setMode(next);
  };
  return (
    <div className={className ?? "grid grid-cols-2 gap-2"}>
      <Button
        type="button"
        variant="outline"
        className="h-11"
        aria-label={t("start.addToProjectLabel", { name: provider.name })}
        onClick={() => openAs("add")}
      >
        <FolderPlus aria-hidden="true" /> {t("start.addToProject")}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="h-11"
        aria-label={t("start.requestQuoteLabel", { name: provider.name })}
        onClick={() => openAs("quote")}
      >
        <Send aria-hidden="true" /> {t("start.requestQuote")}
      </Button>
      <StartWorkDialog mode={lastMode} provider={provider} open={mode !== null} onOpenChange={(open) => !open && setMode(null)} />
    </div>
  );
}
