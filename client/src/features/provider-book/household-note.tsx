// One entry of "From your household" on provider detail: who shared it, their "Don't hire again"
// mark, and their shared note, which a member may change ("Edit", then save or cancel): shared
// notes are the household's to keep up, the author's name stays on it.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import {
  PROVIDER_NOTES_MAX,
  providerNotesFormSchema,
  type ProviderHistory,
  type ProviderNotesForm,
} from "@common/schemas/provider-book";
import { TextareaField } from "@/components/form/fields";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useUpdateProviderNotes } from "./api/provider-book";

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
  const form = useForm<ProviderNotesForm>({
    resolver: zodResolver(providerNotesFormSchema),
    values: { notes: entry.notes ?? "" },
  });

  function save({ notes }: ProviderNotesForm) {
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
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} className="grid gap-2" noValidate>
            <TextareaField
              control={form.control}
              name="notes"
              label={t("book.notesOf", { name: author })}
              description={t("book.sharedHint")}
              maxLength={PROVIDER_NOTES_MAX}
              rows={3}
            />
            <div className="flex gap-2">
              <PendingButton variant="outline" className="w-fit" pending={update.isPending}>
                {t("book.saveNotes")}
              </PendingButton>
              <Button type="button" variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
                {t("book.cancel")}
              </Button>
            </div>
          </form>
        </Form>
      ) : entry.notes ? (
        <p className="wrap-anywhere whitespace-pre-line">{entry.notes}</p>
      ) : null}
    </li>
  );
}
