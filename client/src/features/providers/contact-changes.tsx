// "Phone changed by {first name} on {date} · Undo" on the provider's detail: each recent change of
// its phone, e-mail or website (the last 30 days), so whoever calls the provider sees that the
// number is new and who set it. Undo is the change's revert (anyone who may edit may undo),
// confirmed first; a change that can no longer be undone as a whole shows no Undo (the edit
// history explains why).
import { useState } from "react";
import { PhoneCall, Undo2 } from "lucide-react";
import { formatDate } from "@common/format";
import type { ContactChange, ProviderContactField } from "@common/schemas/provider-edits";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useRevertProviderEdit } from "./api/provider-edits";

const FIELD_WORDS: Record<ProviderContactField, string> = { phone: "Phone", email: "E-mail", website: "Website" };

/** "Phone", "Phone and website", "Phone, e-mail and website". */
export function contactFieldList(fields: ProviderContactField[]): string {
  const words = fields.map((f, i) => (i === 0 ? FIELD_WORDS[f] : FIELD_WORDS[f].toLowerCase()));
  const last = words.pop() ?? "";
  return words.length ? `${words.join(", ")} and ${last}` : last;
}

const firstNameOf = (change: ContactChange) => change.editor?.firstName || "a former member";

export function ContactChanges({ providerId, changes }: { providerId: string; changes: ContactChange[] }) {
  const [confirming, setConfirming] = useState<ContactChange | null>(null);
  const revert = useRevertProviderEdit(providerId, (err) => ({
    title: "Could not undo",
    description: serverMessage(err, "Failed to undo the change. Please try again."),
    variant: "destructive",
  }));
  if (changes.length === 0) return null;

  function onConfirm() {
    if (!confirming) return;
    const fields = contactFieldList(confirming.fields);
    revert.mutate(confirming.id, {
      onSuccess: () => {
        toast({ title: "Change undone", description: `${fields} restored.` });
        setConfirming(null);
      },
      onError: () => setConfirming(null),
    });
  }

  return (
    <>
      <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Recent contact changes">
        {changes.map((change) => (
          <li key={change.id} className="flex min-h-11 flex-wrap items-center gap-x-1.5">
            <PhoneCall className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {contactFieldList(change.fields)} changed by{" "}
              <span className="font-semibold text-foreground">{firstNameOf(change)}</span> on{" "}
              <time dateTime={change.editedAt}>{formatDate(change.editedAt)}</time>
            </span>
            {change.revertible ? (
              <>
                <span aria-hidden="true">·</span>
                <button
                  type="button"
                  onClick={() => setConfirming(change)}
                  aria-label={`Undo: ${contactFieldList(change.fields).toLowerCase()} changed by ${firstNameOf(change)}`}
                  className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-lg font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Undo2 className="size-4" aria-hidden="true" /> Undo
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title="Undo this change?"
        description={
          confirming
            ? `${contactFieldList(confirming.fields)} ${confirming.fields.length === 1 ? "goes" : "go"} back to what ${
                confirming.fields.length === 1 ? "it was" : "they were"
              } before ${firstNameOf(confirming)}'s change on ${formatDate(confirming.editedAt)}. Everyone with this provider on their list is told, and the undo is kept in the edit history.`
            : ""
        }
        action={revert.isPending ? "Undoing..." : "Undo"}
        pending={revert.isPending}
        keepOpen
        onConfirm={onConfirm}
      />
    </>
  );
}
