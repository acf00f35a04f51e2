// A card of "My Requests" (the spec's Requests screen) with the suggestions friends made, resolving,
// editing and deleting.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { useState } from "react";
import { CheckCircle2, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type { MyProviderRequest } from "@common/schemas/requests";
import { formatDate } from "@common/format";
import { requestAnchor } from "@common/notification-text";
import { useLinkedCard } from "@/hooks/use-linked-card";
import { ListCard, ListCardHeading } from "@/components/layout/list-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/lib/lazy-dialog";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useDeleteRequest, useSetRequestStatus } from "./api/requests";
import { RequestBody } from "./request-details";
import { SuggestionsSection } from "./suggestion-item";
import { ShareRequestLink } from "./share-request-link";

// The form (and the form libraries with it) loads when "Edit" first opens it.
const RequestFormDialog = lazyDialog(() => import("./request-form-dialog").then((m) => m.RequestFormDialog));

export function MyRequestCard({ request }: { request: MyProviderRequest }) {
  const { t } = useTranslation("requests");
  const anchor = requestAnchor(request.id);
  const linked = useLinkedCard<HTMLLIElement>(anchor);
  const setStatus = useSetRequestStatus(errorToast(() => i18next.t("requests:mine.updateFailed")));
  const remove = useDeleteRequest(errorToast(() => i18next.t("requests:mine.deleteFailed")));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const active = request.status === "active";

  function deleteRequest() {
    remove.mutate(request.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t("mine.deleted"), description: t("mine.deletedBody") });
      },
    });
  }

  function toggle() {
    setStatus.mutate(
      { id: request.id, status: active ? "resolved" : "active" },
      {
        onSuccess: () =>
          toast({
            title: active ? t("mine.resolved") : t("mine.reopened"),
            description: active ? t("mine.resolvedBody") : t("mine.reopenedBody"),
          }),
      },
    );
  }

  return (
    <ListCard label={request.title} id={anchor} highlighted={linked.linked} ref={linked.ref}>
      <ListCardHeading
        title={request.title}
        truncate
        category={categoryLabel(request.category)}
        badge={<Badge variant={active ? "default" : "success"}>{active ? t("status.active") : t("status.resolved")}</Badge>}
      />
      <RequestBody request={request} dated={t("mine.created", { date: formatDate(request.createdAt) })} />

      <SuggestionsSection
        title={request.title}
        heading={
          request.suggestions.length === 0
            ? t("mine.noSuggestions")
            : t("mine.suggestions", { count: request.suggestions.length })
        }
        suggestions={request.suggestions}
        canSave
      />

      {active ? <ShareRequestLink request={request} /> : null}

      <Button type="button" variant="outline" className="mt-3 w-full" onClick={toggle} disabled={setStatus.isPending}>
        {active ? <CheckCircle2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
        {active ? t("mine.markResolved") : t("mine.reopen")}
      </Button>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => setEditing(true)}
          aria-label={t("mine.editLabel", { title: request.title })}
        >
          <Pencil aria-hidden="true" />
          {t("mine.edit")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="text-destructive"
          onClick={() => setConfirming(true)}
          aria-label={t("mine.deleteLabel", { title: request.title })}
        >
          <Trash2 aria-hidden="true" />
          {t("mine.delete")}
        </Button>
      </div>

      <RequestFormDialog open={editing} onOpenChange={setEditing} editing={request} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("mine.deleteTitle")}
        description={t("mine.deleteBody", { title: request.title })}
        action={t("mine.deleteAction")}
        pending={remove.isPending}
        keepOpen
        onConfirm={deleteRequest}
      />
    </ListCard>
  );
}
