// The inbox's items, newest first: each says what happened and opens what it is about; opening
// an unread one marks it read.
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { BellOff, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { notificationPath, notificationText, type NoticeTranslate } from "@common/notification-text";
import type { NotificationItem } from "@common/schemas/notifications";
import { LoadError } from "@/components/ui/load-error";
import { QueryLoadMore } from "@/components/ui/load-more";
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
  const { t } = useTranslation("notifications");
  const notices = i18next.getFixedT(null, "notices") as unknown as NoticeTranslate;
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
            {notificationText(item, notices)}
          </span>
          <span className="mt-1 block text-xs text-muted-foreground">
            {item.read ? null : <span className="sr-only">{t("list.unread")} </span>}
            {editedWhen(item.createdAt)}
          </span>
        </span>
      </Link>
      {item.type === "invite_joined" && item.actor && item.inviteJoin ? <AddJoined item={item} actorId={item.actor.id} /> : null}
    </li>
  );
}

const addFailed = errorToast((err) => serverMessage(err, i18next.t("notifications:list.addFailed")));

/** "Sam joined through your link — add to your contacts?": the inviter's Add, or that it is done. */
function AddJoined({ item, actorId }: { item: NotificationItem; actorId: string }) {
  const { t } = useTranslation("notifications");
  const add = useAddJoined(addFailed);
  const name = item.actor?.firstName || t("list.them");
  if (item.inviteJoin?.added) {
    return <p className="mt-1 px-4 text-xs text-muted-foreground">{t("list.inContacts", { name })}</p>;
  }
  return (
    <div className="mt-1 flex justify-end px-1">
      <PendingButton
        type="button"
        size="sm"
        className="h-11"
        pending={add.isPending}
        pendingText={t("list.adding")}
        aria-label={t("list.addToContacts", { name })}
        onClick={() =>
          add.mutate(actorId, { onSuccess: () => toast({ title: t("list.added"), description: t("list.inContacts", { name }) }) })
        }
      >
        <UserPlus aria-hidden="true" /> {t("list.add")}
      </PendingButton>
    </div>
  );
}

export function NotificationList() {
  const { t } = useTranslation("notifications");
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = pageItems(list.data);

  if (list.isLoading) {
    return (
      <div className="grid gap-3" aria-label={t("list.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <LoadError message={t("list.loadFailed")} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
        <BellOff className="mx-auto mb-2 size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t("list.empty")}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("list.emptyDescription")}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label={t("list.label")}>
        {items.map((item) => (
          <Item key={item.id} item={item} onOpen={() => (item.read ? undefined : markRead.mutate({ ids: [item.id] }))} />
        ))}
      </ul>
      <QueryLoadMore query={list} label={t("list.loadMore")} />
    </>
  );
}
