// The inbox's items, newest first: each says what happened and opens what it is about; opening
// an unread one marks it read.
import i18next from "i18next";
import { BellOff, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { notificationPath, notificationText, type NoticeTranslate } from "@common/notification-text";
import type { NotificationItem } from "@common/schemas/notifications";
import { LoadError } from "@/components/ui/load-error";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { editedWhen } from "@/features/providers/lib/edit-display";
import { PendingButton } from "@/components/form/pending-button";
import { useAddJoined } from "@/features/invites/api/invites";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast, pageItems } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { useMarkRead, useNotifications } from "./api/notifications";

function Item({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  return (
    <li>
      <Link
        href={notificationPath(item)}
        onClick={onOpen}
        className={cn(
          "flex min-h-11 gap-3 rounded-2xl border border-border p-4 transition-colors hover:bg-muted",
          item.read ? "bg-card" : "bg-primary/5",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-primary")}
        />
        <span className="min-w-0">
          <span className={cn("block text-sm leading-snug", item.read ? "text-foreground" : "font-semibold text-foreground")}>
            {notificationText(item, i18next.getFixedT(null, "notices") as unknown as NoticeTranslate)}
          </span>
          <span className="mt-1 block text-xs text-muted-foreground">
            {item.read ? null : <span className="sr-only">Unread. </span>}
            {editedWhen(item.createdAt)}
          </span>
        </span>
      </Link>
      {item.type === "invite_joined" && item.actor && item.inviteJoin ? <AddJoined item={item} actorId={item.actor.id} /> : null}
    </li>
  );
}

const addFailed = errorToast((err) => serverMessage(err, "Please try again."));

/** "Sam joined through your link — add to your contacts?": the inviter's Add, or that it is done. */
function AddJoined({ item, actorId }: { item: NotificationItem; actorId: string }) {
  const add = useAddJoined(addFailed);
  const name = item.actor?.firstName || "them";
  if (item.inviteJoin?.added) {
    return <p className="mt-1 px-4 text-xs text-muted-foreground">{name} is in your contacts.</p>;
  }
  return (
    <div className="mt-1 flex justify-end px-1">
      <PendingButton
        type="button"
        size="sm"
        className="h-11"
        pending={add.isPending}
        pendingText="Adding..."
        aria-label={`Add ${name} to your contacts`}
        onClick={() =>
          add.mutate(actorId, { onSuccess: () => toast({ title: "Added", description: `${name} is in your contacts.` }) })
        }
      >
        <UserPlus aria-hidden="true" /> Add
      </PendingButton>
    </div>
  );
}

export function NotificationList() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = pageItems(list.data);

  if (list.isLoading) {
    return (
      <div className="grid gap-3" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        message="Notifications could not be loaded. Please try again."
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
        <BellOff className="mx-auto mb-2 size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No notifications yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          You'll hear here when friends ask for providers, answer your requests or add you to a project.
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label="Notifications list">
        {items.map((item) => (
          <Item key={item.id} item={item} onOpen={() => (item.read ? undefined : markRead.mutate({ ids: [item.id] }))} />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        label="Load more notifications"
      />
    </>
  );
}
