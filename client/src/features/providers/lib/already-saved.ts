// The spec's error catalogue, "Already Saved": the rule reads "a message containing 'already exists' or a 409
// status". The server answers that case with PROVIDER_ALREADY_SAVED (409), so the status or the
// code decides; the English text is not read.
import i18next from "i18next";
import { hasCode, hasStatus, serverMessage } from "@/lib/api-client";
import type { FailureToast } from "@/lib/query-client";

export function isAlreadySaved(error: unknown): boolean {
  return hasStatus(error, 409) || hasCode(error, "PROVIDER_ALREADY_SAVED");
}

/** Saving a provider fails with "Already Saved" (the default look), else "Error - Failed to save provider: …". */
export const saveProviderFailure: FailureToast = (err) =>
  isAlreadySaved(err)
    ? { title: i18next.t("providers:save.alreadyTitle"), description: i18next.t("providers:save.alreadyBody") }
    : {
        title: i18next.t("providers:toast.error"),
        description: i18next.t("providers:save.failed", { message: serverMessage(err, i18next.t("providers:toast.tryAgain")) }),
        variant: "destructive",
      };
