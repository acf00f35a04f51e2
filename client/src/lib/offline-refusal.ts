// A write without a connection is refused with one clear toast, never queued.
import { toast } from "@/hooks/use-toast";
import type { OfflineError } from "./api-client";

export function refuseOfflineWrite(error: OfflineError) {
  toast({ title: "You're offline", description: error.message, variant: "destructive" });
}
