// "Edit history" of a provider (anyone may edit any provider, the spec's roles): every change to its
// details — field, old → new, who and when — newest first, with Revert per change (confirmed,
// then a toast; the detail refreshes). Loaded on first open (lib/lazy-dialog).
import { useState } from "react";
import { ArrowRight, Undo2 } from "lucide-react";
import { PROVIDER_EDIT_FIELD_LABELS, type ProviderEdit } from "@common/schemas/provider-edits";
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

const fieldList = (edit: ProviderEdit) => {
  const labels = edit.changes.map((c) => PROVIDER_EDIT_FIELD_LABELS[c.field]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? "");
};

const quoted = (value: string | null) => (value === null ? "empty" : `“${value}”`);

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {editedWhen(iso)}
    </time>
  );
}

function Value({ value, kind }: { value: string | null; kind: "from" | "to" }) {
  return (
    <span className="min-w-0 wrap-anywhere">
      <span className="sr-only">{kind} </span>
      {value === null ? (
        <span className="text-muted-foreground italic">empty</span>
      ) : kind === "from" ? (
        <del className="text-muted-foreground">{value}</del>
      ) : (
        <ins className="font-semibold no-underline">{value}</ins>
      )}
    </span>
  );
}

function EditEntry({ edit, onRevert }: { edit: ProviderEdit; onRevert: (edit: ProviderEdit) => void }) {
  const who = editorName(edit.editor);
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm">
          <span className="font-semibold">{who}</span> {edit.revertsEditId ? "reverted a change" : "edited"}
          <span className="block text-caption text-muted-foreground">
            <When iso={edit.editedAt} />
          </span>
        </p>
        {edit.revertible ? (
          <Button
            variant="outline"
            size="sm"
            className="h-11"
            aria-label={`Revert ${who}'s change to ${fieldList(edit)}`}
            onClick={() => onRevert(edit)}
          >
            <Undo2 aria-hidden="true" /> Revert
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-1.5 text-sm">
        {edit.changes.map((change) => (
          <div key={change.field} className="grid gap-0.5">
            <dt className="text-caption font-semibold text-muted-foreground">{PROVIDER_EDIT_FIELD_LABELS[change.field]}</dt>
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
              Reverted by {editorName(edit.revertedBy.editor)} · <When iso={edit.revertedBy.editedAt} />
            </>
          ) : (
            "Changed again since"
          )}
        </p>
      ) : null}
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className="grid gap-2" aria-busy="true" aria-label="Loading edit history">
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
  const history = useProviderEdits(provider.id, { enabled: open });
  const revert = useRevertProviderEdit(provider.id, (err) => ({
    title: "Could not revert",
    description: serverMessage(err, "Failed to revert the change. Please try again."),
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
        toast({ title: "Change reverted", description: `${fields} of ${provider.name} restored.` });
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
          <DialogTitle>Edit history</DialogTitle>
          <DialogDescription>
            Changes to {provider.name}&apos;s details, newest first. Anyone can revert a change; the revert is kept here too.
          </DialogDescription>
        </DialogHeader>
        {history.isLoading ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the edit history.
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes yet.</p>
        ) : (
          <ol className="grid gap-2" aria-label="Changes">
            {items.map((edit) => (
              <EditEntry key={edit.id} edit={edit} onRevert={setConfirming} />
            ))}
          </ol>
        )}
        {history.hasNextPage ? (
          <Button variant="outline" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? <Spinner /> : null}
            Show older changes{more > 0 ? ` (${more} more)` : ""}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => {
            if (!next) setConfirming(null);
          }}
          title="Revert this change?"
          description={
            confirming
              ? `${confirming.changes
                  .map((c) => `${PROVIDER_EDIT_FIELD_LABELS[c.field]} goes back to ${quoted(c.from)}`)
                  .join("; ")}. The revert is kept in the history.`
              : ""
          }
          action={revert.isPending ? "Reverting..." : "Revert"}
          pending={revert.isPending}
          keepOpen
          onConfirm={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}
