// A card of "My Requests" (the spec's Requests screen) with the suggestions friends made, resolving,
// editing and deleting.
import { useState } from "react";
import { CheckCircle2, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type { MyProviderRequest } from "@common/schemas/requests";
import { formatDate } from "@common/format";
import { requestAnchor } from "@common/notification-text";
import { useLinkedCard } from "@/hooks/use-linked-card";
import { ListCard, ListCardHeading } from "@/components/layout/list-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useDeleteRequest, useSetRequestStatus } from "./api/requests";
import { RequestDetails } from "./request-details";
import { RequestForm } from "./request-form";
import { SuggestionItem } from "./suggestion-item";
import { ShareRequestLink } from "./share-request-link";

export function MyRequestCard({ request }: { request: MyProviderRequest }) {
  const anchor = requestAnchor(request.id);
  const linked = useLinkedCard<HTMLLIElement>(anchor);
  const setStatus = useSetRequestStatus(errorToast("Failed to update request. Please try again."));
  const remove = useDeleteRequest(errorToast("Failed to delete request. Please try again."));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const active = request.status === "active";

  function deleteRequest() {
    remove.mutate(request.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Request deleted", description: "Its suggestions were removed too." });
      },
    });
  }

  function toggle() {
    setStatus.mutate(
      { id: request.id, status: active ? "resolved" : "active" },
      {
        onSuccess: () =>
          toast({
            title: active ? "Request resolved" : "Request reopened",
            description: active ? "Glad you found someone!" : "Your friends can suggest providers again.",
          }),
      },
    );
  }

  return (
    <ListCard label={request.title} id={anchor} highlighted={linked.linked} ref={linked.ref}>
      <ListCardHeading
        title={request.title}
        truncate
        category={request.category}
        badge={<Badge variant={active ? "default" : "success"}>{active ? "Active" : "Resolved"}</Badge>}
      />
      {request.description ? <p className="mt-2 text-sm">{request.description}</p> : null}
      <RequestDetails request={request} />
      <p className="mt-2 text-caption text-muted-foreground">Created {formatDate(request.createdAt)}</p>

      <section className="mt-3" aria-label={`Suggestions for ${request.title}`}>
        <h3 className="mb-2 text-sm font-bold">
          {request.suggestions.length === 0
            ? "No suggestions yet"
            : `${request.suggestions.length} suggestion${request.suggestions.length === 1 ? "" : "s"}`}
        </h3>
        {request.suggestions.length > 0 ? (
          <ul className="grid gap-2">
            {request.suggestions.map((s) => (
              <SuggestionItem key={s.id} suggestion={s} canSave />
            ))}
          </ul>
        ) : null}
      </section>

      {active ? <ShareRequestLink request={request} /> : null}

      <Button type="button" variant="outline" className="mt-3 w-full" onClick={toggle} disabled={setStatus.isPending}>
        {active ? <CheckCircle2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
        {active ? "Mark Resolved" : "Reopen Request"}
      </Button>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${request.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          type="button"
          variant="outline"
          className="text-destructive"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${request.title}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Request</DialogTitle>
            <DialogDescription>Your friends see the new details.</DialogDescription>
          </DialogHeader>
          {editing ? <RequestForm editing={request} onSent={() => setEditing(false)} onCancel={() => setEditing(false)} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this request?"
        description={`"${request.title}" and the suggestions friends made on it will be removed. This cannot be undone.`}
        action="Delete Request"
        pending={remove.isPending}
        keepOpen
        onConfirm={deleteRequest}
      />
    </ListCard>
  );
}
