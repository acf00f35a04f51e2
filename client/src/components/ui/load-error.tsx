// A list or card that could not be loaded (offline, the server away): what failed and a "Try
// Again" that asks once more. Every list's error state is this one, so none is a dead end.
import { useTranslation } from "@/lib/use-translation";
import { RotateCw } from "lucide-react";
import { Button } from "./button";

export interface LoadErrorProps {
  /** What failed, e.g. "Friends could not be loaded. Please try again." */
  message: string;
  onRetry: () => void;
  /** While the second try runs: the button waits. */
  retrying?: boolean;
}

export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-4" role="alert">
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button type="button" variant="outline" size="sm" disabled={retrying} aria-busy={retrying || undefined} onClick={onRetry}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} /> {t("actions.tryAgain")}
      </Button>
    </div>
  );
}
