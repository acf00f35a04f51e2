// One entry of "From your household" on provider detail: who shared it, their "Don't hire again"
// mark, and their shared note, which a member may change ("Edit", then save or cancel): shared
// notes are the household's to keep up, the author's name stays on it.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { Pencil } from "lucide-react";
import type { ProviderHistory } from "@common/schemas/provider-book";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useUpdateProviderNotes } from "./api/provider-book";
import { NotesForm } from "./notes-form";

type Entry = ProviderHistory["household"][number];

export function HouseholdNote({
  providerId,
  entry,
  canEdit,
}: {
  providerId: string;
  entry: Entry;
  /** A member (not a viewer) may change what others shared. */
  canEdit: boolean;
}) {
  const { t } = useTranslation("providers");
  const [editing, setEditing] = useState(false);
  const author = [entry.author.firstName, entry.author.lastName].filter(Boolean).join(" ") || t("trust.someone");
  const update = useUpdateProviderNotes(
    providerId,
    errorToast(() => i18next.t("providers:book.saveFailed")),
  );

  function save(notes: string) {
    update.mutate(
      { notes, authorId: entry.author.id },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: t("book.notesSaved"), description: t("book.sharedNotesOf", { name: author }) });
        },
      },
    );
  }

  return (
    <li className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{author}</p>
        {canEdit && entry.notes !== null && !editing ? (
          <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t("book.edit")}
            <span className="sr-only"> {t("book.notesOf", { name: author })}</span>
          </Button>
        ) : null}
      </div>
      {entry.doNotHire ? <p className="text-destructive">{t("doNotHire.badge")}</p> : null}
      {editing ? (
        <NotesForm
          saved={entry.notes ?? ""}
          label={t("book.notesOf", { name: author })}
          description={t("book.sharedHint")}
          pending={update.isPending}
          onSave={save}
          unchangedSaves
        >
          <Button type="button" variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
            {t("book.cancel")}
          </Button>
        </NotesForm>
      ) : entry.notes ? (
        <p className="wrap-anywhere whitespace-pre-line">{entry.notes}</p>
      ) : null}
    </li>
  );
}
