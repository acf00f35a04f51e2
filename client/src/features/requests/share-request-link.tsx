// "Share a link" on an own request: a link anyone can open to suggest a provider without an
// account. Shared through the phone's share sheet (Web Share), else copied; its state and "Switch off".
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { Link2, Link2Off, Share2 } from "lucide-react";
import type { MyProviderRequest } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { shareOrCopy } from "@/lib/share";
import { useRequestLink } from "./api/requests";

export function ShareRequestLink({ request }: { request: MyProviderRequest }) {
  const { t } = useTranslation("requests");
  const link = useRequestLink(errorToast(() => i18next.t("requests:link.updateFailed")));
  const on = request.shareLink !== null;

  async function shareLink(url: string) {
    const outcome = await shareOrCopy({ title: request.title, text: t("link.shareText", { title: request.title }), url });
    if (outcome === "copied") toast({ title: t("link.copied"), description: t("link.copiedBody") });
    else if (outcome === "failed") toast({ title: t("link.yours"), description: url });
  }

  function share() {
    // A link already on is shared at once, while the tap still counts as the user's gesture.
    if (request.shareLink) return void shareLink(request.shareLink.url);
    link.mutate({ requestId: request.id, on: true }, { onSuccess: (made) => void (made && shareLink(made.url)) });
  }

  return (
    <section className="mt-3 rounded-xl border border-border p-3" aria-label={t("link.label", { title: request.title })}>
      <p className="flex items-center gap-2 text-sm">
        {on ? <Link2 className="size-4 text-primary" aria-hidden="true" /> : <Link2Off className="size-4" aria-hidden="true" />}
        <span>{on ? t("link.on") : t("link.off")}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" size="sm" className="h-11" onClick={share} disabled={link.isPending}>
          <Share2 aria-hidden="true" />
          {t("link.share")}
        </Button>
        {on ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-11"
            disabled={link.isPending}
            onClick={() =>
              link.mutate(
                { requestId: request.id, on: false },
                { onSuccess: () => toast({ title: t("link.switchedOff"), description: t("link.switchedOffBody") }) },
              )
            }
          >
            <Link2Off aria-hidden="true" />
            {t("link.switchOff")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
