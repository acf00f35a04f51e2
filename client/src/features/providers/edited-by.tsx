// "Edited by {name} · {when}" on the provider's detail: the latest edit, opening the edit history.
import { Trans } from "react-i18next";
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
        <Trans
          ns="providers"
          i18nKey="edits.editedBy"
          values={{ name: editorName(lastEdit.editor), when: editedWhen(lastEdit.editedAt) }}
          components={{ name: <span className="font-semibold text-foreground" />, when: <time dateTime={lastEdit.editedAt} /> }}
        />
      </span>
    </button>
  );
}
