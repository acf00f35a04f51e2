// Issue 14: a write without a connection is refused with one clear toast, never queued.
import { toast } from "@/hooks/use-toast";
import type { OfflineError } from "./api-client";
import { whenToasterReady } from "./toaster";

export function refuseOfflineWrite(error: OfflineError) {
  whenToasterReady(() => toast({ title: "You're offline", description: error.message, variant: "destructive" }));
}
