// Spec §8 "Already Saved": the spec's rule reads "a message containing 'already exists' or a 409
// status". The server answers that case with PROVIDER_ALREADY_SAVED (409), so the status or the
// code decides; the English text is not read.
import { hasCode, hasStatus } from "@/lib/api-client";

export function isAlreadySaved(error: unknown): boolean {
  return hasStatus(error, 409) || hasCode(error, "PROVIDER_ALREADY_SAVED");
}

export const ALREADY_SAVED_TOAST = { title: "Already Saved", description: "This provider is already in your provider list." };
