// Your contacts (/contacts/book): import an address book (.vcf / .csv, or the Contact
// Picker where the browser has it), see who of them is on Vowch, remove entries. Reached from
// Profile and from the Friends screen (docs/decisions/074-address-book.md).
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
import { LoadMore } from "@/components/ui/load-more";
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
  const counts = [`${result.imported} imported`];
  if (result.skipped > 0) counts.push(`${result.skipped} skipped (no phone or e-mail)`);
  const summary = `${counts.join(", ")} · ${result.matched} ${result.matched === 1 ? "is" : "are"} on Vowch`;
  if (!result.truncated) return summary;
  return `${summary}. Only the first ${CONTACTS_IMPORT_MAX.toLocaleString("en-US")} contacts of the file were read: import the rest as another file.`;
}

const importFailed = (err: unknown): ToastInput => ({
  title: "Import failed",
  description: serverMessage(err, "Please try again."),
  variant: "destructive",
});
const removeFailed = errorToast((err) => serverMessage(err, "Please try again."));

export default function AddressBookPage() {
  useDocumentTitle("Your contacts");
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
    toast({ title: "Contacts imported", description: summary });
  };
  const entries = pageItems(book.data);
  const total = book.data?.pages[0]?.total;
  const busy = importFile.isPending || importPicked.isPending;

  return (
    <AppShell pageKey="/contacts">
      <Link href={paths.friends} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
        <ChevronLeft aria-hidden className="size-4" /> Friends
      </Link>
      <h1 className="text-2xl font-bold">Your contacts</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        People in your address book come first on Friends, Home and provider lists. Only you see your book; nobody is told you
        added them. Someone counts as your contact once they have verified the number or e-mail you have for them; until then the
        match says “Not verified yet”. Someone who shares their contact details with their contacts only shows here once they have
        you in their book too.
      </p>

      <div className="mt-4 grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs">
        <FilePicker
          accept=".vcf,.csv,.txt,text/vcard,text/x-vcard,text/csv,text/plain"
          inputLabel="Address book file (.vcf or .csv)"
          variant="default"
          className="w-full"
          disabled={busy}
          buttonLabel={importFile.isPending ? "Importing..." : "Import a .vcf or .csv file"}
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
            <Contact aria-hidden="true" /> Pick from this phone
          </Button>
        ) : null}
        <p className="text-caption text-muted-foreground">
          Export your contacts from your phone or mail app (Contacts → Share / Export) and choose the file here: a vCard (.vcf) of
          any phone, or a CSV from Google, Outlook, Apple, Thunderbird or LinkedIn.
        </p>
        <p role="status" className="text-sm font-medium empty:hidden">
          {lastImport}
        </p>
      </div>

      <div className="mt-6 mb-2 flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">
          In your book{total !== undefined ? <span className="font-normal text-muted-foreground"> ({total})</span> : null}
        </h2>
        {entries.length > 0 ? (
          <Button
            variant="ghost"
            className="h-11 text-destructive"
            disabled={removeAll.isPending}
            onClick={() => setConfirmAll(true)}
          >
            <Trash2 aria-hidden="true" /> Remove all
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Remove all contacts?"
        description="Every entry of your address book is removed from Vowch. Your network goes back to the community's order; you can import again at any time."
        action="Remove all"
        pending={removeAll.isPending}
        onConfirm={() =>
          removeAll.mutate(undefined, {
            onSuccess: () => toast({ title: "Contacts removed", description: "Your address book is empty." }),
          })
        }
      />
      {book.isLoading ? (
        <div className="grid gap-2" aria-label="Loading contacts">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : book.isError ? (
        <LoadError
          message={serverMessage(book.error, "Contacts could not be loaded. Please try again.")}
          retrying={book.isFetching}
          onRetry={() => void book.refetch()}
        />
      ) : entries.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
          <BookUser className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <p className="mt-2 font-semibold">No contacts yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Import your address book to see the people you know first.</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-2" aria-label="Your contacts">
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
                      <Link href={paths.friendProjects(entry.onVowch.id)}>On Vowch: {fullName(entry.onVowch) || "User"}</Link>
                    </Badge>
                  ) : entry.onVowch ? (
                    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-caption">
                      <Badge asChild variant="outline">
                        <Link href={paths.friendProjects(entry.onVowch.id)}>On Vowch: {fullName(entry.onVowch) || "User"}</Link>
                      </Badge>
                      <Badge variant="warning">Not verified yet</Badge>
                    </p>
                  ) : (
                    // Not on Vowch: an invite link, through the share sheet or a draft to this entry.
                    <InviteButton
                      variant="outline"
                      size="sm"
                      className="mt-1 h-11"
                      to={{ phone: entry.phone, email: entry.email }}
                    >
                      Invite
                    </InviteButton>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-11"
                  aria-label={`Remove ${entry.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(entry.id, {
                      onSuccess: () =>
                        toast({ title: "Contact removed", description: `${entry.name} is no longer in your book.` }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={book.hasNextPage}
            loading={book.isFetchingNextPage}
            onLoadMore={() => void book.fetchNextPage()}
            label="Load more contacts"
          />
        </>
      )}
    </AppShell>
  );
}
