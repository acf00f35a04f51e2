// One submit at a time, for every form that creates something. A second tap while the first call
// runs is ignored: the guard is a ref, read and set in the same tick as the tap, so two taps that
// land before React has re-rendered the button as disabled cannot both send. Each submit gets its
// own Idempotency-Key (the request helper sends it on its automatic retries too), so even a
// second send that gets past the guard, or a retry after a lost answer, creates nothing twice
// (server/plugins/idempotency.ts).
import { useCallback, useRef } from "react";
import type { Keyed } from "@/lib/api-client";

interface MutationLike<TData, TVariables> {
  mutate: (variables: Keyed<TVariables>, options?: { onSuccess?: (data: TData) => unknown; onSettled?: () => unknown }) => void;
  isPending: boolean;
}

/** A new key per submit (crypto.randomUUID: every browser the app supports has it on https and localhost). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * `submit(variables, { onSuccess })` sends the mutation once per tap, with a fresh key; while it
 * runs further submits are ignored. `pending` is the mutation's, for the button.
 */
export function useSubmitOnce<TData, TVariables>(mutation: MutationLike<TData, TVariables>) {
  const running = useRef(false);
  const { mutate } = mutation;
  const submit = useCallback(
    (variables: TVariables, options: { onSuccess?: (data: TData) => unknown } = {}) => {
      if (running.current) return;
      running.current = true;
      mutate(
        { ...variables, idempotencyKey: newIdempotencyKey() },
        {
          ...options,
          onSettled: () => {
            running.current = false;
          },
        },
      );
    },
    [mutate],
  );
  return { submit, pending: mutation.isPending };
}
