// "Edited by {name} · {when}" on the provider's detail: the latest edit, opening the edit history.
import { History } from "lucide-react";
import type { ProviderDetail } from "@common/schemas/provider-edits";
import { editedWhen, editorName } from "@/features/providers/lib/edit-display";

export function EditedBy({ lastEdit, onOpen }: { lastEdit: NonNullable<ProviderDetail["lastEdit"]>; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-lg text-left text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <History className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Edited by <span className="font-semibold text-foreground">{editorName(lastEdit.editor)}</span> ·{" "}
        <time dateTime={lastEdit.editedAt}>{editedWhen(lastEdit.editedAt)}</time>
      </span>
    </button>
  );
}
