// "Phone changed by {first name} on {date} · Undo" on the provider's detail: each recent change of
// its phone, e-mail or website (the last 30 days), so whoever calls the provider sees that the
// number is new and who set it. Undo is the change's revert (anyone who may edit may undo),
// confirmed first; a change that can no longer be undone as a whole shows no Undo (the edit
// history explains why).
import i18next from "i18next";
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { PhoneCall, Undo2 } from "lucide-react";
import { formatDate } from "@common/format";
import type { ContactChange, ProviderContactField } from "@common/schemas/provider-edits";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useRevertProviderEdit } from "./api/provider-edits";

/** "Phone", "Phone and website", "Phone, e-mail and website"; `lower`: as inside a sentence. */
function contactFieldList(fields: ProviderContactField[], lower = false): string {
  const words = fields.map((f, i) =>
    i === 0 && !lower ? i18next.t(`providers:contact.field.${f}`) : i18next.t(`providers:contact.fieldInSentence.${f}`),
  );
  const last = words.pop() ?? "";
  return words.length ? i18next.t("providers:contact.list", { items: words.join(", "), last }) : last;
}

const firstNameOf = (change: ContactChange) => change.editor?.firstName || i18next.t("providers:contact.formerMember");

export function ContactChanges({ providerId, changes }: { providerId: string; changes: ContactChange[] }) {
  const { t } = useTranslation("providers");
  const [confirming, setConfirming] = useState<ContactChange | null>(null);
  const revert = useRevertProviderEdit(providerId, (err) => ({
    title: i18next.t("providers:contact.undoFailedTitle"),
    description: serverMessage(err, i18next.t("providers:contact.undoFailed")),
    variant: "destructive",
  }));
  if (changes.length === 0) return null;

  function onConfirm() {
    if (!confirming) return;
    const fields = contactFieldList(confirming.fields);
    revert.mutate(confirming.id, {
      onSuccess: () => {
        toast({ title: t("contact.undoneTitle"), description: t("contact.undoneBody", { fields }) });
        setConfirming(null);
      },
      onError: () => setConfirming(null),
    });
  }

  return (
    <>
      <ul className="grid text-sm text-muted-foreground" aria-label={t("contact.recent")}>
        {changes.map((change) => (
          <li key={change.id} className="flex gap-2 py-2.5">
            <PhoneCall className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="leading-6">
              <Trans
                t={t}
                i18nKey="contact.changedBy"
                values={{ fields: contactFieldList(change.fields), name: firstNameOf(change), date: formatDate(change.editedAt) }}
                components={{
                  name: <span className="font-semibold text-foreground" />,
                  date: <time dateTime={change.editedAt} />,
                }}
              />
              {change.revertible ? (
                <span className="whitespace-nowrap">
                  {" "}
                  <span aria-hidden="true">·</span>{" "}
                  <button
                    type="button"
                    onClick={() => setConfirming(change)}
                    aria-label={t("contact.undoLabel", {
                      fields: contactFieldList(change.fields, true),
                      name: firstNameOf(change),
                    })}
                    // The word stays in the sentence; its touch area reaches 44 px around it.
                    className="relative inline-flex items-center gap-1 rounded font-semibold text-primary underline-offset-4 outline-none after:absolute after:-inset-x-2 after:-inset-y-3 after:content-[''] hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Undo2 className="size-3.5" aria-hidden="true" />
                    {t("contact.undo")}
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
        title={t("contact.undoTitle")}
        description={
          confirming
            ? t("contact.undoBody", {
                count: confirming.fields.length,
                fields: contactFieldList(confirming.fields),
                name: firstNameOf(confirming),
                date: formatDate(confirming.editedAt),
              })
            : ""
        }
        action={revert.isPending ? t("contact.undoing") : t("contact.undo")}
        pending={revert.isPending}
        keepOpen
        onConfirm={onConfirm}
      />
    </>
  );
}
