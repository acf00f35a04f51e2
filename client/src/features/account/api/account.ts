// Query module for the account's own calls (issue 14): how it confirms who it is (password,
// passkeys), the profile and photo, and deleting it. The current user's query is auth's.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSecurity, Passkey, PasskeyAssertion } from "@common/schemas/account";
import type { AuthUser, CompleteProfile } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { apiJson } from "@/lib/api-client";
import { REDIRECT } from "@/lib/query-client";
import { createPasskey, passkeyAssertion } from "@/features/account/lib/passkey-ceremony";

const accountKeys = {
  security: () => ["/api/account"] as const,
};

const accountQueries = {
  security: () => queryOptions<AccountSecurity>({ queryKey: accountKeys.security(), meta: REDIRECT }),
};

export function useAccountSecurity() {
  return useQuery(accountQueries.security());
}

/** A changed user answers the mutation: the header avatar and the profile read it at once. */
function useUserUpdate<V>(call: (values: V) => Promise<AuthUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
      return queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

export const useUpdateProfile = () =>
  useUserUpdate((values: CompleteProfile) => apiJson<AuthUser>("PUT", "/api/account/profile", values));

export const useUploadPhoto = () =>
  useUserUpdate((file: File) => {
    const form = new FormData();
    form.append("photo", file);
    return apiJson<AuthUser>("PUT", "/api/account/photo", form);
  });

export const useRemovePhoto = () => useUserUpdate(() => apiJson<AuthUser>("DELETE", "/api/account/photo"));

/** Runs the browser's passkey prompt on the server's options, then registers the answer. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await apiJson<Parameters<typeof createPasskey>[0]>("POST", "/api/auth/passkeys/registration-options");
      const response = await createPasskey(options);
      return apiJson<Passkey>("POST", "/api/auth/passkeys", { response, name: passkeyName() });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/auth/passkeys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
  });
}

export type DeleteProof = { password: string } | { passkey: true };

/** DELETE /api/account with the typed "DELETE" and the password or a fresh passkey assertion. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (proof: DeleteProof) => {
      let passkey: PasskeyAssertion | undefined;
      if ("passkey" in proof) {
        const options = await apiJson<Parameters<typeof passkeyAssertion>[0]>("POST", "/api/account/confirm-options");
        passkey = await passkeyAssertion(options);
      }
      return apiJson<void>("DELETE", "/api/account", {
        confirm: "DELETE",
        ...("password" in proof ? { password: proof.password } : { passkey }),
      });
    },
  });
}

/** How the list names a new passkey: the device it was made on, as the browser tells it. */
function passkeyName(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform || (/iPhone|iPad/.test(navigator.userAgent) ? "iOS" : "");
  return platform ? `Passkey on ${platform}` : "Passkey on this device";
}
