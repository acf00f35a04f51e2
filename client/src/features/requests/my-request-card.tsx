// A card of "My Requests" (the spec's Requests screen) with the suggestions friends made and resolving.
import { CheckCircle2, RotateCcw } from "lucide-react";
import type { MyProviderRequest } from "@common/schemas/requests";
import { formatDate } from "@common/format";
import { ListCard, ListCardHeading } from "@/components/layout/list-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useSetRequestStatus } from "./api/requests";
import { RequestDetails } from "./request-details";
import { SuggestionItem } from "./suggestion-item";
import { ShareRequestLink } from "./share-request-link";

export function MyRequestCard({ request }: { request: MyProviderRequest }) {
  const setStatus = useSetRequestStatus(errorToast("Failed to update request. Please try again."));
  const active = request.status === "active";

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
    <ListCard label={request.title}>
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
    </ListCard>
  );
}
