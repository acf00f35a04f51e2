// The spec's screens: Ask copies a prepared message: "Message Copied!" for 5 s, else the text is shown for 10 s.
import { DELAYS } from "@common/delays";
import { toast } from "@/hooks/use-toast";
import { copyText } from "@/lib/share";

export async function copyAskMessage(message: string): Promise<boolean> {
  const copied = await copyText(message);
  if (copied) {
    toast({ title: "Message Copied!", description: "Paste it into a message to your friend.", duration: DELAYS.copiedMessageMs });
  } else {
    toast({ title: "Copy this message", description: message, duration: DELAYS.copyFallbackMs });
  }
  return copied;
}
