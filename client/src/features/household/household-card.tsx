// "Household" on Profile: who runs the home, each with their role. The owner invites (member or
// viewer, by a single-use link), changes roles, hands the house over, removes someone or dissolves
// the household; a member or viewer leaves it. Each change asks first.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { Home, LogOut, MoreVertical, UserPlus } from "lucide-react";
import type { HouseholdRole } from "@common/household";
import type { HouseholdMember } from "@common/schemas/household";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/api/auth";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { displayName } from "@/lib/display-name";
import { lazyDialog } from "@/lib/lazy-dialog";
import { errorToast } from "@/lib/query-client";
import { useChangeHouseholdRole, useDissolveHousehold, useHousehold, useRemoveHouseholdMember } from "./api/household";
import { roleInSentence, roleName } from "./household-words";

const HouseholdInviteDialog = lazyDialog(() => import("./invite-dialog").then((m) => m.HouseholdInviteDialog));

const failed = errorToast((err) => serverMessage(err, i18next.t("household:card.changeFailed")));

/** What is asked before a change: hand over, remove, leave or dissolve. */
type Asking =
  | { kind: "hand-over"; member: HouseholdMember }
  | { kind: "remove"; member: HouseholdMember }
  | { kind: "leave" }
  | { kind: "dissolve" };

const nameOf = (m: HouseholdMember) => displayName(m.user);

export function HouseholdCard() {
  const { t } = useTranslation("household");
  const { user } = useAuth();
  const household = useHousehold();
  const changeRole = useChangeHouseholdRole(failed);
  const remove = useRemoveHouseholdMember(failed);
  const dissolve = useDissolveHousehold(failed);
  const [inviting, setInviting] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  const members = household.data?.members ?? [];
  const me = members.find((m) => m.user.id === user?.id);
  const owner = me?.role === "owner";
  const others = members.length > 1;
  const done = (title: string) => () => {
    setAsking(null);
    toast({ title });
  };

  const setRole = (member: HouseholdMember, role: HouseholdRole) =>
    changeRole.mutate(
      { userId: member.user.id, role },
      { onSuccess: () => toast({ title: t("card.roleChanged", { name: nameOf(member), role: roleInSentence(role) }) }) },
    );

  function confirm() {
    if (!asking || !user) return;
    if (asking.kind === "hand-over") {
      changeRole.mutate(
        { userId: asking.member.user.id, role: "owner" },
        { onSuccess: done(t("card.handedOver", { name: nameOf(asking.member) })) },
      );
    } else if (asking.kind === "remove") {
      remove.mutate(asking.member.user.id, { onSuccess: done(t("card.removed", { name: nameOf(asking.member) })) });
    } else if (asking.kind === "leave") {
      remove.mutate(user.id, { onSuccess: done(t("card.left")) });
    } else {
      dissolve.mutate(undefined, { onSuccess: done(t("card.dissolved")) });
    }
  }

  const dialog = asking
    ? {
        "hand-over": {
          title: t("card.handOver.title", { name: asking.kind === "hand-over" ? nameOf(asking.member) : "" }),
          description: t("card.handOver.description"),
          action: t("card.handOver.action"),
        },
        remove: {
          title: t("card.remove.title", { name: asking.kind === "remove" ? nameOf(asking.member) : "" }),
          description: t("card.remove.description"),
          action: t("card.remove.action"),
        },
        leave: {
          title: t("card.leave.title"),
          description: t("card.leave.description"),
          action: t("card.leave.action"),
        },
        dissolve: {
          title: t("card.dissolve.title"),
          description: t("card.dissolve.description"),
          action: t("card.dissolve.action"),
        },
      }[asking.kind]
    : null;

  return (
    <Card className="mt-4" id="household">
      <CardHeading title={t("card.title")} description={t("card.description")} />
      <CardContent className="grid gap-3">
        {household.isLoading ? (
          <Skeleton className="h-12 w-full" aria-label={t("card.loading")} />
        ) : household.isError ? (
          <LoadError message={t("card.loadFailed")} retrying={household.isFetching} onRetry={() => void household.refetch()} />
        ) : (
          <ul aria-label={t("card.people")} className="grid gap-2">
            {members.map((member) => {
              const self = member.user.id === user?.id;
              return (
                <li key={member.user.id} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2">
                  <Home aria-hidden className="size-5 shrink-0 text-primary" />
                  <p className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">
                    {nameOf(member)}
                    {self ? <span className="text-muted-foreground"> {t("card.you")}</span> : null}
                  </p>
                  <Badge variant={member.role === "owner" ? "default" : "outline"}>{roleName(member.role)}</Badge>
                  {owner && !self ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t("card.changeRole", { name: nameOf(member) })}
                          className="-mr-2 shrink-0"
                        >
                          <MoreVertical aria-hidden className="size-5" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        {member.role !== "member" ? (
                          <DropdownMenuItem onSelect={() => setRole(member, "member")}>{t("card.makeMember")}</DropdownMenuItem>
                        ) : null}
                        {member.role !== "viewer" ? (
                          <DropdownMenuItem onSelect={() => setRole(member, "viewer")}>{t("card.makeViewer")}</DropdownMenuItem>
                        ) : null}
                        <DropdownMenuItem onSelect={() => setAsking({ kind: "hand-over", member })}>
                          {t("card.handOverItem")}
                        </DropdownMenuItem>
                        <DropdownMenuItem
                          onSelect={() => setAsking({ kind: "remove", member })}
                          className="text-destructive focus:text-destructive"
                        >
                          {t("card.removeItem")}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {owner ? (
          <Button type="button" variant="outline" className="w-full" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden className="size-4" />
            {t("invite.title")}
          </Button>
        ) : null}
        {me && !owner ? (
          <Button
            type="button"
            variant="outline"
            className="w-full border-destructive/40 text-destructive hover:bg-destructive/10"
            onClick={() => setAsking({ kind: "leave" })}
          >
            <LogOut aria-hidden className="size-4" />
            {t("card.leaveButton")}
          </Button>
        ) : null}
        {owner && others ? (
          <Button
            type="button"
            variant="outline"
            className="w-full border-destructive/40 text-destructive hover:bg-destructive/10"
            onClick={() => setAsking({ kind: "dissolve" })}
          >
            {t("card.dissolveButton")}
          </Button>
        ) : null}
      </CardContent>
      <HouseholdInviteDialog open={inviting} onOpenChange={setInviting} />
      {dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && setAsking(null)}
          title={dialog.title}
          description={dialog.description}
          action={dialog.action}
          pending={changeRole.isPending || remove.isPending || dissolve.isPending}
          keepOpen
          onConfirm={confirm}
        />
      ) : null}
    </Card>
  );
}
