// "Done" on an upkeep task, wherever the task shows: only for those who may change the home.
import { useTranslation } from "@/lib/use-translation";
import { Button } from "@/components/ui/button";
import { taskTitle } from "./lib/labels";

export function DoneButton({ title, canEdit, onClick }: { title: string; canEdit: boolean; onClick: () => void }) {
  const { t } = useTranslation("home");
  if (!canEdit) return null;
  return (
    <Button type="button" size="sm" onClick={onClick} aria-label={t("tasks.doneFor", { title: taskTitle(title) })}>
      {t("tasks.done")}
    </Button>
  );
}
