// "Done" on an upkeep task, wherever the task shows: only for those who may change the home.
import { Button } from "@/components/ui/button";

export function DoneButton({ title, canEdit, onClick }: { title: string; canEdit: boolean; onClick: () => void }) {
  if (!canEdit) return null;
  return (
    <Button type="button" size="sm" onClick={onClick} aria-label={`Done: ${title}`}>
      Done
    </Button>
  );
}
