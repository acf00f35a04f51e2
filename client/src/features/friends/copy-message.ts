// The spec's screens: Ask copies a prepared message: "Message Copied!" for 5 s, else the text is shown for 10 s.
import i18next from "i18next";
import { DELAYS } from "@common/delays";
import { toast } from "@/hooks/use-toast";
import { copyText } from "@/lib/share";

export async function copyAskMessage(message: string): Promise<boolean> {
  const copied = await copyText(message);
  if (copied) {
    toast({
      title: i18next.t("friends:copy.copied"),
      description: i18next.t("friends:copy.paste"),
      duration: DELAYS.copiedMessageMs,
    });
  } else {
    toast({ title: i18next.t("friends:copy.copyThis"), description: message, duration: DELAYS.copyFallbackMs });
  }
  return copied;
}
