// A write without a connection is refused with one clear toast, never queued.
import i18next from "i18next";
import { toast } from "@/hooks/use-toast";
import type { OfflineError } from "./api-client";

export function refuseOfflineWrite(error: OfflineError) {
  toast({ title: i18next.t("common:offline.title"), description: error.message, variant: "destructive" });
}
