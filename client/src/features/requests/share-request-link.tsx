// "Share a link" on an own request: a link anyone can open to suggest a provider without an
// account. Shared through the phone's share sheet (Web Share), else copied; its state and "Switch off".
import { Link2, Link2Off, Share2 } from "lucide-react";
import type { MyProviderRequest } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { shareOrCopy } from "@/lib/share";
import { useRequestLink } from "./api/requests";

export function ShareRequestLink({ request }: { request: MyProviderRequest }) {
  const link = useRequestLink(errorToast("Failed to update the link. Please try again."));
  const on = request.shareLink !== null;

  async function shareLink(url: string) {
    const outcome = await shareOrCopy({ title: request.title, text: `Can you recommend someone? ${request.title}`, url });
    if (outcome === "copied") toast({ title: "Link copied", description: "Paste it in a chat to ask anyone." });
    else if (outcome === "failed") toast({ title: "Your link", description: url });
  }

  function share() {
    // A link already on is shared at once, while the tap still counts as the user's gesture.
    if (request.shareLink) return void shareLink(request.shareLink.url);
    link.mutate({ requestId: request.id, on: true }, { onSuccess: (made) => void (made && shareLink(made.url)) });
  }

  return (
    <section className="mt-3 rounded-xl border border-border p-3" aria-label={`Share link for ${request.title}`}>
      <p className="flex items-center gap-2 text-sm">
        {on ? <Link2 className="size-4 text-primary" aria-hidden="true" /> : <Link2Off className="size-4" aria-hidden="true" />}
        <span>
          {on
            ? "Link on: anyone with it can suggest a provider, no account needed."
            : "Link off: ask anyone, even people not on vowch, with a link."}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" size="sm" className="h-11" onClick={share} disabled={link.isPending}>
          <Share2 aria-hidden="true" />
          Share a link
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
                { onSuccess: () => toast({ title: "Link switched off", description: "The link no longer opens this request." }) },
              )
            }
          >
            <Link2Off aria-hidden="true" />
            Switch off
          </Button>
        ) : null}
      </div>
    </section>
  );
}
