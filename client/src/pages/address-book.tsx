// Your contacts (/contacts/book): import an address book (.vcf / .csv, or the Contact
// Picker where the browser has it), see who of them is on Vowch, remove entries. Reached from
// Profile and from the Friends screen (docs/decisions/074-address-book.md).
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { Link } from "wouter";
import { BookUser, ChevronLeft, Contact, Trash2 } from "lucide-react";
import { CONTACTS_IMPORT_MAX, type ImportResult } from "@common/schemas/contacts";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { FilePicker } from "@/components/form/file-picker";
import { AppShell } from "@/components/layout/app-shell";
import { LoadError } from "@/components/ui/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import {
  useAddressBook,
  useImportContactsFile,
  useImportPickedContacts,
  useRemoveAllContacts,
  useRemoveContact,
} from "@/features/contacts/api/contacts";
import { canPickContacts, pickContacts } from "@/features/contacts/contact-picker";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { fullName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { errorToast, pageItems } from "@/lib/query-client";
import type { ToastInput } from "@/components/ui/toaster";
import { InviteButton } from "@/features/invites/invite-button";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** "12 imported, 2 skipped (no phone or e-mail) · 3 are on Vowch", and a word when reading stopped at the limit. */
function importSummary(result: ImportResult): string {
  const t = i18next.t;
  const counts = [t("friends:addressBook.summary.imported", { count: result.imported })];
  if (result.skipped > 0) counts.push(t("friends:addressBook.summary.skipped", { count: result.skipped }));
  const summary = t("friends:addressBook.summary.line", {
    counts: counts.join(", "),
    onVowch: t("friends:addressBook.summary.onVowch", { count: result.matched }),
  });
  if (!result.truncated) return summary;
  return t("friends:addressBook.summary.truncated", { summary, max: CONTACTS_IMPORT_MAX });
}

const importFailed = (err: unknown): ToastInput => ({
  title: i18next.t("friends:addressBook.importFailed"),
  description: serverMessage(err, i18next.t("friends:tryAgain")),
  variant: "destructive",
});
const removeFailed = errorToast((err) => serverMessage(err, i18next.t("friends:tryAgain")));

export default function AddressBookPage() {
  const { t } = useTranslation("friends");
  useDocumentTitle(t("addressBook.title"));
  const book = useAddressBook();
  const importFile = useImportContactsFile(importFailed);
  const importPicked = useImportPickedContacts(importFailed);
  const remove = useRemoveContact(removeFailed);
  const removeAll = useRemoveAllContacts(removeFailed);
  const [confirmAll, setConfirmAll] = useState(false);
  /** The last import's counts, kept on screen (a toast goes by). */
  const [lastImport, setLastImport] = useState<string | null>(null);
  const imported = (result: ImportResult) => {
    const summary = importSummary(result);
    setLastImport(summary);
    toast({ title: t("addressBook.imported"), description: summary });
  };
  const entries = pageItems(book.data);
  const total = book.data?.pages[0]?.total;
  const busy = importFile.isPending || importPicked.isPending;

  return (
    <AppShell pageKey="/contacts">
      <Link href={paths.friends} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
        <ChevronLeft aria-hidden className="size-4" /> {t("addressBook.back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("addressBook.title")}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t("addressBook.intro")}</p>

      <div className="mt-4 grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs">
        <FilePicker
          accept=".vcf,.csv,.txt,text/vcard,text/x-vcard,text/csv,text/plain"
          inputLabel={t("addressBook.fileLabel")}
          variant="default"
          className="w-full"
          disabled={busy}
          buttonLabel={importFile.isPending ? t("addressBook.importing") : t("addressBook.importFile")}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) importFile.mutate(file, { onSuccess: imported });
          }}
        />
        {canPickContacts() ? (
          <Button
            variant="outline"
            className="h-11"
            disabled={busy}
            onClick={() =>
              void pickContacts().then(
                (picked) => {
                  if (picked) importPicked.mutate(picked, { onSuccess: imported });
                },
                (err: unknown) => toast(importFailed(err)),
              )
            }
          >
            <Contact aria-hidden="true" /> {t("addressBook.pick")}
          </Button>
        ) : null}
        <p className="text-caption text-muted-foreground">{t("addressBook.exportHint")}</p>
        <p role="status" className="text-sm font-medium empty:hidden">
          {lastImport}
        </p>
      </div>

      <div className="mt-6 mb-2 flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          {t("addressBook.inBook")}
          {total !== undefined ? <span className="font-normal text-muted-foreground"> ({total})</span> : null}
        </h2>
        {entries.length > 0 ? (
          <Button
            variant="ghost"
            className="h-11 text-destructive"
            disabled={removeAll.isPending}
            onClick={() => setConfirmAll(true)}
          >
            <Trash2 aria-hidden="true" /> {t("addressBook.removeAll")}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t("addressBook.removeAllTitle")}
        description={t("addressBook.removeAllBody")}
        action={t("addressBook.removeAll")}
        pending={removeAll.isPending}
        onConfirm={() =>
          removeAll.mutate(undefined, {
            onSuccess: () => toast({ title: t("addressBook.removed"), description: t("addressBook.removedBody") }),
          })
        }
      />
      {book.isLoading ? (
        <div className="grid gap-2" aria-label={t("addressBook.loading")}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : book.isError ? (
        <LoadError
          message={serverMessage(book.error, t("addressBook.loadFailed"))}
          retrying={book.isFetching}
          onRetry={() => void book.refetch()}
        />
      ) : entries.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
          <BookUser className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <p className="mt-2 font-semibold">{t("addressBook.empty")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("addressBook.emptyHint")}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-2" aria-label={t("addressBook.title")}>
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs">
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-semibold">{entry.name}</p>
                  <p className="truncate text-caption text-muted-foreground">
                    {[entry.phone, entry.email].filter(Boolean).join(" · ")}
                  </p>
                  {/* The matched profile's own name beside the entry's, so a mismatch shows; a match by a
                      number or e-mail its owner has not proven makes them no contact yet. */}
                  {entry.onVowch?.verified ? (
                    <Badge asChild variant="success" className="mt-1">
                      <Link href={paths.friendProjects(entry.onVowch.id)}>
                        {t("addressBook.onVowch", { name: fullName(entry.onVowch) || t("addressBook.user") })}
                      </Link>
                    </Badge>
                  ) : entry.onVowch ? (
                    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-caption">
                      <Badge asChild variant="outline">
                        <Link href={paths.friendProjects(entry.onVowch.id)}>
                          {t("addressBook.onVowch", { name: fullName(entry.onVowch) || t("addressBook.user") })}
                        </Link>
                      </Badge>
                      <Badge variant="warning">{t("addressBook.notVerified")}</Badge>
                    </p>
                  ) : (
                    // Not on Vowch: an invite link, through the share sheet or a draft to this entry.
                    <InviteButton
                      variant="outline"
                      size="sm"
                      className="mt-1 h-11"
                      to={{ phone: entry.phone, email: entry.email }}
                    >
                      {t("addressBook.invite")}
                    </InviteButton>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={t("addressBook.removeLabel", { name: entry.name })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(entry.id, {
                      onSuccess: () =>
                        toast({
                          title: t("addressBook.contactRemoved"),
                          description: t("addressBook.contactRemovedBody", { name: entry.name }),
                        }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <QueryLoadMore query={book} label={t("addressBook.loadMore")} />
        </>
      )}
    </AppShell>
  );
}
