// Copy and share with the the spec's error catalogue toasts: "Copied!" with "Provider details copied!" for the
// details, "Copied!" alone for a link.
import i18next from "i18next";
import type { Provider } from "@common/schemas/providers";
import { toast } from "@/hooks/use-toast";
import { appUrl, copyText, shareOrCopy } from "@/lib/share";
import { paths } from "@/lib/paths";
import { providerDetailsText } from "./merge";

type Shareable = Pick<Provider, "id" | "name" | "category" | "phone" | "email" | "website" | "address">;

/** Card action: the share sheet with the details when the device has one, else copy the details. */
export async function shareProviderDetails(p: Shareable) {
  const text = providerDetailsText(p);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: p.name, text, url: appUrl(paths.provider(p.id)) });
      return;
    } catch (err) {
      if ((err as DOMException)?.name === "AbortError") return;
      toast({
        title: i18next.t("providers:toast.error"),
        description: i18next.t("providers:share.unableShare"),
        variant: "destructive",
      });
      return;
    }
  }
  if (await copyText(`${text}\n${appUrl(paths.provider(p.id))}`))
    toast({ title: i18next.t("providers:share.copied"), description: i18next.t("providers:share.detailsCopied") });
  else
    toast({
      title: i18next.t("providers:toast.error"),
      description: i18next.t("providers:share.unableCopyDetails"),
      variant: "destructive",
    });
}

/** Detail Quick Action "Share Provider": the share sheet, else copy the page link. */
export async function shareProviderLink(p: Pick<Provider, "id" | "name">) {
  const outcome = await shareOrCopy({
    title: p.name,
    text: i18next.t("providers:share.onVowch", { name: p.name }),
    url: appUrl(paths.provider(p.id)),
  });
  if (outcome === "copied") toast({ title: i18next.t("providers:share.copied") });
  else if (outcome === "failed")
    toast({
      title: i18next.t("providers:share.unableCopy"),
      description: i18next.t("providers:share.copyManually"),
      variant: "destructive",
    });
}

/** Detail Quick Action "Copy Link". */
export async function copyProviderLink(p: Pick<Provider, "id">) {
  if (await copyText(appUrl(paths.provider(p.id)))) toast({ title: i18next.t("providers:share.copied") });
  else
    toast({
      title: i18next.t("providers:share.unableCopy"),
      description: i18next.t("providers:share.copyManually"),
      variant: "destructive",
    });
}
