// A card of "From Friends" (the spec's Requests screen): suggest a provider, or copy the request to pass it on.
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { useState } from "react";
import { Copy, Lightbulb } from "lucide-react";
import type { FriendProviderRequest } from "@common/schemas/requests";
import { formatDate } from "@common/format";
import { requestAnchor } from "@common/notification-text";
import { LINKED_CARD } from "@/components/layout/list-card";
import { useLinkedCard } from "@/hooks/use-linked-card";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { referenceRequestMessage } from "@/features/friends/lib/messages";
import { toast } from "@/hooks/use-toast";
import { fullName } from "@/lib/display-name";
import { copyText } from "@/lib/share";
import { RequestBody } from "./request-details";
import { SuggestionsSection } from "./suggestion-item";
import { lazyDialog } from "@/lib/lazy-dialog";

// The suggestion's form (and the form libraries with it) loads when "Suggest" first opens it.
const SuggestProviderDialog = lazyDialog(() => import("./suggest-provider-dialog").then((m) => m.SuggestProviderDialog));

export function FriendRequestCard({ request }: { request: FriendProviderRequest }) {
  const { t } = useTranslation("requests");
  const [open, setOpen] = useState(false);
  const from = fullName(request.fromUser);
  const anchor = requestAnchor(request.id);
  const linked = useLinkedCard<HTMLLIElement>(anchor);

  async function copyReference() {
    const ok = await copyText(referenceRequestMessage({ request, from: request.fromUser }));
    if (ok) toast({ title: t("friendCard.copied"), description: t("friendCard.referenceCopied") });
    else toast({ title: t("error"), description: t("friendCard.copyFailed"), variant: "destructive" });
  }

  return (
    <li
      ref={linked.ref}
      id={anchor}
      data-linked={linked.linked || undefined}
      className={cn("scroll-mt-20 rounded-2xl border border-border bg-card p-4 shadow-sm", linked.linked && LINKED_CARD)}
    >
      <article aria-label={request.title}>
        <h2 className="line-clamp-2 font-bold">{request.title}</h2>
        <p className="text-caption text-muted-foreground">{categoryLabel(request.category)}</p>
        <p className="mt-1 text-sm font-medium">{t("friendCard.from", { name: from })}</p>
        <RequestBody request={request} dated={t("friendCard.asked", { date: formatDate(request.createdAt) })} />

        {request.suggestions.length > 0 ? (
          <SuggestionsSection
            title={request.title}
            heading={t("friendCard.suggestedSoFar")}
            suggestions={request.suggestions}
            canSave={false}
          />
        ) : null}

        <div className="mt-3 flex gap-2">
          <Button type="button" className="flex-1" onClick={() => setOpen(true)}>
            <Lightbulb aria-hidden="true" />
            {t("friendCard.suggest")}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="icon"
            aria-label={t("friendCard.copyReference")}
            onClick={() => void copyReference()}
          >
            <Copy className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </article>
      <SuggestProviderDialog request={request} open={open} onOpenChange={setOpen} />
    </li>
  );
}
