// A provider book's notes box with its Save button: my own notes in "Your history", and a note my
// household shared when a member edits it. One textarea whose only rule is its length, which the
// textarea itself holds to (`maxLength`) and the server checks again; so it is plain state, and a
// provider's screen loads no form library (zod, react-hook-form) for it.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "@/lib/use-translation";
import { PROVIDER_NOTES_MAX } from "@common/constants";
import { PendingButton } from "@/components/form/pending-button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

export function NotesForm({
  saved,
  label,
  description,
  placeholder,
  pending,
  onSave,
  unchangedSaves = false,
  children,
}: {
  /** The notes as stored: the box starts with them, and again whenever they change on the server. */
  saved: string;
  label: string;
  description: string;
  placeholder?: string;
  pending: boolean;
  onSave: (notes: string) => void;
  /** Save even when nothing changed (an edit that is closed by saving). */
  unchangedSaves?: boolean;
  /** Buttons beside Save. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("providers");
  const id = useId();
  const [typed, setTyped] = useState(saved);
  const [shown, setShown] = useState(saved);
  // New notes from the server replace what the box holds (as a form's reset would).
  if (saved !== shown) {
    setShown(saved);
    setTyped(saved);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(typed);
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          name="notes"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={PROVIDER_NOTES_MAX}
          placeholder={placeholder}
          rows={3}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-caption text-muted-foreground">
          {description}
        </p>
      </div>
      <div className="flex gap-2">
        <PendingButton variant="outline" className="w-fit" pending={pending} disabled={!unchangedSaves && typed.trim() === saved}>
          {t("book.saveNotes")}
        </PendingButton>
        {children}
      </div>
    </form>
  );
}
