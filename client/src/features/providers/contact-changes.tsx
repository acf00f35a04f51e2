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
function contactFieldList(fields: ProviderContactField[]): string {
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
      <ul className="grid text-sm text-muted-foreground" aria-label="Recent contact changes">
        {changes.map((change) => (
          <li key={change.id} className="flex gap-2 py-2.5">
            <PhoneCall className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="leading-6">
              {contactFieldList(change.fields)} changed by{" "}
              <span className="font-semibold text-foreground">{firstNameOf(change)}</span> on{" "}
              <time dateTime={change.editedAt}>{formatDate(change.editedAt)}</time>
              {change.revertible ? (
                <span className="whitespace-nowrap">
                  {" "}
                  <span aria-hidden="true">·</span>{" "}
                  <button
                    type="button"
                    onClick={() => setConfirming(change)}
                    aria-label={`Undo: ${contactFieldList(change.fields).toLowerCase()} changed by ${firstNameOf(change)}`}
                    // The word stays in the sentence; its touch area reaches 44 px around it.
                    className="relative inline-flex items-center gap-1 rounded font-semibold text-primary underline-offset-4 outline-none after:absolute after:-inset-x-2 after:-inset-y-3 after:content-[''] hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Undo2 className="size-3.5" aria-hidden="true" />
                    Undo
                  </button>
                </span>
              ) : null}
            </p>
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
