// Query module for the account's own calls: how it confirms who it is (password,
// passkeys), the profile and photo, and deleting it. The current user's query is auth's.
import i18next from "i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSecurity, Passkey, PasskeyAssertion } from "@common/schemas/account";
import type { AuthUser, CompleteProfile } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { apiJson, apiRequest } from "@/lib/api-client";
import { saveDownload } from "@/lib/download";
import { clearPersonalCaches } from "@/lib/pwa/personal-caches";
import { errorToast, featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";
import { applyTheme } from "@/lib/theme";
import type { Theme } from "@common/theme";
import { createPasskey, passkeyAssertion } from "@/features/account/lib/passkey-ceremony";
import { applyLanguage, phoneLanguage } from "@/lib/i18n";
import type { Language } from "@common/i18n/languages";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const accountKeys = {
  security: () => ["/api/account"] as const,
};

const accountQueries = {
  security: () => calls.query<AccountSecurity>({ queryKey: accountKeys.security() }),
};

export function useAccountSecurity() {
  return useQuery(accountQueries.security());
}

/** A changed user answers the mutation: the header avatar and the profile read it at once. */
function useUserUpdate<V>(call: (values: V) => Promise<AuthUser>, failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    mutationFn: call,
    meta: { failureToast },
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
      return queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

/**
 * "Export my data": the zip is fetched (the button shows it is being prepared meanwhile), then
 * handed to the browser as a download under the server's file name.
 */
export function useExportData(failureToast?: FailureToast) {
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async () =>
      saveDownload(await apiRequest("GET", "/api/export"), `vowch-export-${new Date().toISOString().slice(0, 10)}.zip`),
  });
}

/** Profile's Appearance: shown at once on this device, then kept on the account for the others. */
export function useSetTheme() {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast: errorToast(() => i18next.t("account:appearance.saveFailed")) },
    mutationFn: (theme: Theme) => apiJson<void>("PUT", "/api/account/theme", { theme }),
    onMutate: (theme) => {
      const before = queryClient.getQueryData<AuthUser | null>(authKeys.user())?.theme;
      applyTheme(theme);
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (old) => (old ? { ...old, theme } : old));
      return { before };
    },
    onError: (_error, _theme, context) => {
      if (!context?.before) return;
      applyTheme(context.before);
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (old) => (old ? { ...old, theme: context.before! } : old));
    },
  });
}

/** Profile's language (null: the phone's): the page switches at once, the account keeps it for e-mails and other devices. */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast: errorToast(() => i18next.t("account:language.saveFailed")) },
    mutationFn: (choice: Language | null) => apiJson<void>("PUT", "/api/account/language", { choice, phone: phoneLanguage() }),
    onMutate: async (choice) => {
      const before = queryClient.getQueryData<AuthUser | null>(authKeys.user());
      const language = choice ?? phoneLanguage();
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (old) =>
        old ? { ...old, languageChoice: choice, language } : old,
      );
      await applyLanguage(language);
      return { before };
    },
    onError: (_error, _choice, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), before);
      void applyLanguage(before.language);
    },
  });
}

export const useUpdateProfile = (failureToast?: FailureToast) =>
  useUserUpdate((values: CompleteProfile) => apiJson<AuthUser>("PUT", "/api/account/profile", values), failureToast);

export const useUploadPhoto = (failureToast?: FailureToast) =>
  useUserUpdate((file: File) => {
    const form = new FormData();
    form.append("photo", file);
    return apiJson<AuthUser>("PUT", "/api/account/photo", form);
  }, failureToast);

export const useRemovePhoto = (failureToast?: FailureToast) =>
  useUserUpdate(() => apiJson<AuthUser>("DELETE", "/api/account/photo"), failureToast);

/**
 * How the owner confirms before a passkey is added: the password, one of the account's passkeys,
 * or nothing when this session has just signed in again at the identity provider.
 */
export type AddPasskeyProof = { password: string } | { passkey: true } | null;

/** A fresh assertion by one of the account's passkeys, on a confirm challenge. */
async function confirmWithPasskey(): Promise<PasskeyAssertion> {
  const options = await apiJson<Parameters<typeof passkeyAssertion>[0]>("POST", "/api/account/confirm-options");
  return passkeyAssertion(options);
}

/**
 * Confirms the owner, runs the browser's passkey prompt on the server's options, then registers
 * the answer. The server names the passkey by the device.
 */
export function useAddPasskey(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async (proof: AddPasskeyProof) => {
      const body = proof && "passkey" in proof ? { passkey: await confirmWithPasskey() } : (proof ?? undefined);
      const options = await apiJson<Parameters<typeof createPasskey>[0]>("POST", "/api/auth/passkeys/registration-options", body);
      const response = await createPasskey(options);
      return apiJson<Passkey>("POST", "/api/auth/passkeys", { response });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
  });
}

export function useRemovePasskey(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/auth/passkeys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
  });
}

export type DeleteProof = { password: string } | { passkey: true };

/**
 * DELETE /api/account with the typed "DELETE" and the password or a fresh passkey assertion; once
 * it is deleted, the offline copies of its data are emptied before anything else happens.
 */
export function useDeleteAccount(failureToast?: FailureToast) {
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async (proof: DeleteProof) => {
      const passkey = "passkey" in proof ? await confirmWithPasskey() : undefined;
      await apiJson<void>("DELETE", "/api/account", {
        confirm: "DELETE",
        ...("password" in proof ? { password: proof.password } : { passkey }),
      });
      // The account is gone: so are the offline copies of its data on this device.
      await clearPersonalCaches();
    },
  });
}
