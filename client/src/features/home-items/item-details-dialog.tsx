// One home item opened: its records, and its manuals and receipts (open, add, delete). Owner and
// members change it; a viewer reads (without notes; the PDFs only, as the server answers).
import { useRef, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { FileText, Image as ImageIcon, Trash2, Upload } from "lucide-react";
import { formatDate } from "@common/format";
import type { HomeItem } from "@common/schemas/home-items";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useAddDocument, useDeleteItem, useHomeItem, useRemoveDocument } from "./api/home-items";
import { ItemFormDialog } from "./item-form-dialog";
import { categoryLabel } from "@/lib/category-label";

function Facts({ item }: { item: HomeItem }) {
  const { t } = useTranslation("home");
  const rows: [string, string | null][] = [
    [t("items.fields.trade"), item.category ? categoryLabel(item.category) : null],
    [t("items.fields.brand"), item.brand],
    [t("items.fields.model"), item.model],
    [t("items.fields.serial"), item.serial],
    [t("items.fields.boughtOn"), item.purchasedOn ? formatDate(item.purchasedOn) : null],
    [t("items.fields.warrantyUntil"), item.warrantyUntil ? formatDate(item.warrantyUntil) : null],
    [t("items.fields.installedBy"), item.provider?.name ?? null],
    [t("items.fields.notes"), item.notes],
  ];
  const shown = rows.filter(([, v]) => v);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {shown.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="min-w-0 wrap-anywhere whitespace-pre-line">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Documents({ item, canEdit }: { item: HomeItem; canEdit: boolean }) {
  const { t } = useTranslation("home");
  const input = useRef<HTMLInputElement>(null);
  const add = useAddDocument(
    item.id,
    errorToast((err) => serverMessage(err, i18next.t("home:items.documentAddFailed"))),
  );
  const remove = useRemoveDocument(
    item.id,
    errorToast((err) => serverMessage(err, i18next.t("home:items.documentDeleteFailed"))),
  );
  return (
    <section aria-labelledby={`docs-${item.id}`} className="grid gap-2">
      <h3 id={`docs-${item.id}`} className="font-semibold">
        {t("items.documentsTitle")}
      </h3>
      {item.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("items.noDocuments")}</p>
      ) : (
        <ul className="grid gap-1" aria-label={t("items.documentsList")}>
          {item.documents.map((d) => (
            <li key={d.id} className="flex min-w-0 items-center gap-2">
              <a
                href={`/api/files/${d.id}`}
                target="_blank"
                rel="noopener"
                className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-1 text-sm text-primary underline-offset-2 hover:underline"
              >
                {d.contentType === "application/pdf" ? (
                  <FileText className="size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <ImageIcon className="size-4 shrink-0" aria-hidden="true" />
                )}
                <span className="truncate">{d.name}</span>
              </a>
              {canEdit ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-11 shrink-0"
                  aria-label={t("items.deleteDocument", { name: d.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(d.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <>
          <input
            ref={input}
            type="file"
            accept="application/pdf,image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("items.documentFile")}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) add.mutate(file, { onSuccess: () => toast({ title: t("items.documentAdded") }) });
            }}
          />
          <PendingButton
            type="button"
            variant="outline"
            pending={add.isPending}
            pendingText={t("items.uploading")}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" />
            {t("items.addDocument")}
          </PendingButton>
        </>
      ) : null}
    </section>
  );
}

export function ItemDetailsDialog({
  itemId,
  canEdit,
  onOpenChange,
}: {
  itemId: string;
  canEdit: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("home");
  const { data: item, isPending, isError, isFetching, refetch } = useHomeItem(itemId);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteItem(errorToast((err) => serverMessage(err, i18next.t("home:items.deleteFailed"))));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{item?.name ?? t("items.item")}</DialogTitle>
          <DialogDescription>{canEdit ? t("items.detailsEditor") : t("items.detailsViewer")}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <LoadError message={t("items.itemLoadFailed")} retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <div className="grid gap-4">
            <Facts item={item} />
            <Documents item={item} canEdit={canEdit} />
            {canEdit ? (
              <DialogFooter>
                <PendingButton
                  type="button"
                  variant="outline"
                  pending={remove.isPending}
                  pendingText={t("items.deleting")}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => {
                        toast({ title: t("items.deleted") });
                        onOpenChange(false);
                      },
                    })
                  }
                >
                  {t("items.delete")}
                </PendingButton>
                <Button type="button" onClick={() => setEditing(true)}>
                  {t("items.edit")}
                </Button>
              </DialogFooter>
            ) : null}
            <ItemFormDialog open={editing} onOpenChange={setEditing} item={item} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
