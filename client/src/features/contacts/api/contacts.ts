// Query module for the address book: the paged list, imports (a file, or entries the
// browser's Contact Picker returned) and removal. A change to the book reorders the network
// views (contacts first), so those are refreshed too.
import { useInfiniteQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { BookEntry, ImportResult, PickedContacts } from "@common/schemas/contacts";
import { apiJson, fileForm } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const contactKeys = {
  book: () => ["/api/address-book", {}] as const,
};

/** The lists whose order or badges follow the book. */
const FOLLOW_THE_BOOK = ["/api/address-book", "/api/friends", "/api/users/all", "/api/recommendations", "/api/providers"];

function refreshNetwork(client: QueryClient) {
  return Promise.all(
    FOLLOW_THE_BOOK.map((path) =>
      client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(path) }),
    ),
  );
}

export function useAddressBook() {
  return useInfiniteQuery(calls.pagedList<BookEntry, ReturnType<typeof contactKeys.book>>(contactKeys.book()));
}

export function useImportContactsFile(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (file: File) => apiJson<ImportResult>("POST", "/api/contacts/import", fileForm(file)),
    onSuccess: () => refreshNetwork(client),
  });
}

export function useImportPickedContacts(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (picked: PickedContacts) => apiJson<ImportResult>("POST", "/api/contacts/import/picked", picked),
    onSuccess: () => refreshNetwork(client),
  });
}

export function useRemoveContact(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (entryId: string) => apiJson<void>("DELETE", `/api/address-book/${entryId}`),
    onSuccess: () => refreshNetwork(client),
  });
}

/** "Remove all": empties the book (DELETE /api/address-book). */
export function useRemoveAllContacts(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: () => apiJson<void>("DELETE", "/api/address-book"),
    onSuccess: () => refreshNetwork(client),
  });
}
