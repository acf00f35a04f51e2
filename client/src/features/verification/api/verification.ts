// Query module for proving the account's e-mail and phone: what is proven, sending a code or a link,
// entering the code, and the e-mailed link's page. A new proof changes who counts as whose contact,
// so the network's lists are refreshed with it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PhoneCodeSent, VerificationStatus } from "@common/schemas/verification";
import { apiJson, apiRequest } from "@/lib/api-client";
import { featureCalls, REDIRECT } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const verificationKeys = {
  status: () => ["/api/verification"] as const,
};

export function useVerificationStatus() {
  return useQuery(calls.query<VerificationStatus>({ queryKey: verificationKeys.status() }));
}

export function useSendPhoneCode() {
  return calls.useMutation({ mutationFn: () => apiJson<PhoneCodeSent>("POST", "/api/verification/phone") });
}

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return calls.useMutation({
    mutationFn: (code: string) => apiJson<VerificationStatus>("POST", "/api/verification/phone/confirm", { code }),
    onSuccess: (status) => {
      queryClient.setQueryData(verificationKeys.status(), status);
    },
  });
}

export function useSendEmailLink() {
  return calls.useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/verification/email");
    },
  });
}

/** The link's page: signed in or not (the link may be opened on another device), so no sign-in redirect. */
const linkCalls = featureCalls({});

export function useConfirmEmailLink() {
  const queryClient = useQueryClient();
  return linkCalls.useMutation({
    mutationFn: async (token: string) => {
      await apiRequest("POST", "/api/verification/email/confirm", { token });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.status() }),
  });
}
