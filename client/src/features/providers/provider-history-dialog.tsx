// "Edit history" of a provider (anyone may edit any provider, the spec's roles): every change to its
// details — field, old → new, who and when — newest first, with Revert per change (confirmed,
// then a toast; the detail refreshes). Loaded on first open (lib/lazy-dialog).
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { ArrowRight, Undo2 } from "lucide-react";
import type { ProviderEdit } from "@common/schemas/provider-edits";
import type { Provider } from "@common/schemas/providers";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useProviderEdits, useRevertProviderEdit } from "./api/provider-edits";
import { editedWhen, editorName } from "@/features/providers/lib/edit-display";

const fieldLabel = (field: ProviderEdit["changes"][number]["field"]) => i18next.t(`providers:history.field.${field}`);

const fieldList = (edit: ProviderEdit) => {
  const labels = edit.changes.map((c) => fieldLabel(c.field));
  return labels.length > 1
    ? i18next.t("providers:contact.list", { items: labels.slice(0, -1).join(", "), last: labels.at(-1) })
    : (labels[0] ?? "");
};

const quoted = (value: string | null) => (value === null ? i18next.t("providers:history.empty") : `“${value}”`);

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {editedWhen(iso)}
    </time>
  );
}

function Value({ value, kind }: { value: string | null; kind: "from" | "to" }) {
  const { t } = useTranslation("providers");
  return (
    <span className="min-w-0 wrap-anywhere">
      <span className="sr-only">{t(`history.${kind}`)} </span>
      {value === null ? (
        <span className="text-muted-foreground italic">{t("history.empty")}</span>
      ) : kind === "from" ? (
        <del className="text-muted-foreground">{value}</del>
      ) : (
        <ins className="font-semibold no-underline">{value}</ins>
      )}
    </span>
  );
}

function EditEntry({ edit, onRevert }: { edit: ProviderEdit; onRevert: (edit: ProviderEdit) => void }) {
  const { t } = useTranslation("providers");
  const who = editorName(edit.editor);
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm">
          <span className="font-semibold">{who}</span> {edit.revertsEditId ? t("history.revertedAChange") : t("history.edited")}
          <span className="block text-caption text-muted-foreground">
            <When iso={edit.editedAt} />
          </span>
        </p>
        {edit.revertible ? (
          <Button
            variant="outline"
            size="sm"
            className="h-11"
            aria-label={t("history.revertLabel", { name: who, fields: fieldList(edit) })}
            onClick={() => onRevert(edit)}
          >
            <Undo2 aria-hidden="true" /> {t("history.revert")}
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-1.5 text-sm">
        {edit.changes.map((change) => (
          <div key={change.field} className="grid gap-0.5">
            <dt className="text-caption font-semibold text-muted-foreground">{fieldLabel(change.field)}</dt>
            <dd className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <Value value={change.from} kind="from" />
              <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Value value={change.to} kind="to" />
            </dd>
          </div>
        ))}
      </dl>
      {!edit.revertible ? (
        <p className="text-caption text-muted-foreground">
          {edit.revertedBy ? (
            <>
              {t("history.revertedBy", { name: editorName(edit.revertedBy.editor) })} · <When iso={edit.revertedBy.editedAt} />
            </>
          ) : (
            t("history.changedAgain")
          )}
        </p>
      ) : null}
    </li>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation("providers");
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={t("history.loading")}>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function ProviderHistoryDialog({
  open,
  onOpenChange,
  provider,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  provider: Pick<Provider, "id" | "name">;
}) {
  const { t } = useTranslation("providers");
  const history = useProviderEdits(provider.id, { enabled: open });
  const revert = useRevertProviderEdit(provider.id, (err) => ({
    title: i18next.t("providers:history.revertFailedTitle"),
    description: serverMessage(err, i18next.t("providers:history.revertFailed")),
    variant: "destructive",
  }));
  const [confirming, setConfirming] = useState<ProviderEdit | null>(null);
  const items = history.data?.items ?? [];
  const more = (history.data?.total ?? 0) - items.length;

  function onConfirm() {
    if (!confirming) return;
    const fields = fieldList(confirming);
    revert.mutate(confirming.id, {
      onSuccess: () => {
        toast({ title: t("history.revertedTitle"), description: t("history.revertedBody", { fields, name: provider.name }) });
        setConfirming(null);
        onOpenChange(false);
      },
      onError: () => setConfirming(null),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("history.title")}</DialogTitle>
          <DialogDescription>{t("history.description", { name: provider.name })}</DialogDescription>
        </DialogHeader>
        {history.isLoading ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("history.loadFailed")}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("history.none")}</p>
        ) : (
          <ol className="grid gap-2" aria-label={t("history.changes")}>
            {items.map((edit) => (
              <EditEntry key={edit.id} edit={edit} onRevert={setConfirming} />
            ))}
          </ol>
        )}
        {history.hasNextPage ? (
          <Button variant="outline" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? <Spinner /> : null}
            {more > 0 ? t("history.showOlderMore", { count: more }) : t("history.showOlder")}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => {
            if (!next) setConfirming(null);
          }}
          title={t("history.revertTitle")}
          description={
            confirming
              ? t("history.revertBody", {
                  changes: confirming.changes
                    .map((c) => t("history.goesBack", { field: fieldLabel(c.field), value: quoted(c.from) }))
                    .join("; "),
                })
              : ""
          }
          action={revert.isPending ? t("history.reverting") : t("history.revert")}
          pending={revert.isPending}
          keepOpen
          onConfirm={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
