// Query module for the address book (issue 12): the paged list, imports (a file, or entries the
// browser's Contact Picker returned) and removal. A change to the book reorders the network
// views (contacts first), so those are refreshed too.
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { BookEntry, ImportResult, PickedContacts } from "@common/schemas/contacts";
import { apiJson } from "@/lib/api-client";
import { REDIRECT, pagedListOptions } from "@/lib/query-client";

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
  return useInfiniteQuery(pagedListOptions<BookEntry, ReturnType<typeof contactKeys.book>>(contactKeys.book(), REDIRECT));
}

export function useImportContactsFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiJson<ImportResult>("POST", "/api/contacts/import", form);
    },
    meta: REDIRECT,
    onSuccess: () => refreshNetwork(client),
  });
}

export function useImportPickedContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (picked: PickedContacts) => apiJson<ImportResult>("POST", "/api/contacts/import/picked", picked),
    meta: REDIRECT,
    onSuccess: () => refreshNetwork(client),
  });
}

export function useRemoveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => apiJson<void>("DELETE", `/api/address-book/${entryId}`),
    meta: REDIRECT,
    onSuccess: () => refreshNetwork(client),
  });
}

/** "Remove all": empties the book (DELETE /api/address-book). */
export function useRemoveAllContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>("DELETE", "/api/address-book"),
    meta: REDIRECT,
    onSuccess: () => refreshNetwork(client),
  });
}
