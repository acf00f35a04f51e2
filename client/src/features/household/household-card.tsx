// "Household" on Profile: who runs the home, each with their role. The owner invites (member or
// viewer, by a single-use link), changes roles, hands the house over, removes someone or dissolves
// the household; a member or viewer leaves it. Each change asks first.
import { useState } from "react";
import { Home, LogOut, MoreVertical, UserPlus } from "lucide-react";
import type { HouseholdRole } from "@common/household";
import type { HouseholdMember } from "@common/schemas/household";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
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
import { ROLE_NAMES } from "./household-words";

const HouseholdInviteDialog = lazyDialog(() => import("./invite-dialog").then((m) => m.HouseholdInviteDialog));

const failed = errorToast((err) => serverMessage(err, "The household could not be changed. Please try again."));

/** What is asked before a change: hand over, remove, leave or dissolve. */
type Asking =
  | { kind: "hand-over"; member: HouseholdMember }
  | { kind: "remove"; member: HouseholdMember }
  | { kind: "leave" }
  | { kind: "dissolve" };

const nameOf = (m: HouseholdMember) => displayName(m.user);

export function HouseholdCard() {
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
      { onSuccess: () => toast({ title: `${nameOf(member)} is now a ${ROLE_NAMES[role].toLowerCase()}` }) },
    );

  function confirm() {
    if (!asking || !user) return;
    if (asking.kind === "hand-over") {
      changeRole.mutate(
        { userId: asking.member.user.id, role: "owner" },
        { onSuccess: done(`${nameOf(asking.member)} owns the household now`) },
      );
    } else if (asking.kind === "remove") {
      remove.mutate(asking.member.user.id, { onSuccess: done(`${nameOf(asking.member)} was removed from the household`) });
    } else if (asking.kind === "leave") {
      remove.mutate(user.id, { onSuccess: done("You left the household") });
    } else {
      dissolve.mutate(undefined, { onSuccess: done("The household was dissolved") });
    }
  }

  const dialog = asking
    ? {
        "hand-over": {
          title: `Hand the household to ${asking.kind === "hand-over" ? nameOf(asking.member) : ""}?`,
          description: "They become its owner and manage who is in it. You stay in the household as a member.",
          action: "Hand over",
        },
        remove: {
          title: `Remove ${asking.kind === "remove" ? nameOf(asking.member) : ""} from the household?`,
          description:
            "They get a household of their own again and no longer see this home's projects, providers or notes. What they added stays with the household.",
          action: "Remove",
        },
        leave: {
          title: "Leave the household?",
          description:
            "You get a household of your own again and no longer see this home's projects, providers or notes. What you added stays with the household.",
          action: "Leave",
        },
        dissolve: {
          title: "Dissolve the household?",
          description:
            "Everyone else gets a household of their own again. You keep this household with its tasks, items and notes. Open links stop working.",
          action: "Dissolve",
        },
      }[asking.kind]
    : null;

  return (
    <Card className="mt-4" id="household">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">Household</h2>
        </CardTitle>
        <CardDescription>
          The people who run your home with you. Members work on your projects; viewers only look.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {household.isLoading ? (
          <Skeleton className="h-12 w-full" aria-label="Loading your household" />
        ) : household.isError ? (
          <LoadError
            message="Your household could not be loaded."
            retrying={household.isFetching}
            onRetry={() => void household.refetch()}
          />
        ) : (
          <ul aria-label="People in your household" className="grid gap-2">
            {members.map((member) => {
              const self = member.user.id === user?.id;
              return (
                <li key={member.user.id} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2">
                  <Home aria-hidden className="size-5 shrink-0 text-primary" />
                  <p className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">
                    {nameOf(member)}
                    {self ? <span className="text-muted-foreground"> (you)</span> : null}
                  </p>
                  <Badge variant={member.role === "owner" ? "default" : "outline"}>{ROLE_NAMES[member.role]}</Badge>
                  {owner && !self ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Change ${nameOf(member)}'s role`}
                          className="-mr-2 shrink-0"
                        >
                          <MoreVertical aria-hidden className="size-5" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        {member.role !== "member" ? (
                          <DropdownMenuItem onSelect={() => setRole(member, "member")}>Make member</DropdownMenuItem>
                        ) : null}
                        {member.role !== "viewer" ? (
                          <DropdownMenuItem onSelect={() => setRole(member, "viewer")}>Make viewer</DropdownMenuItem>
                        ) : null}
                        <DropdownMenuItem onSelect={() => setAsking({ kind: "hand-over", member })}>
                          Hand the household over
                        </DropdownMenuItem>
                        <DropdownMenuItem
                          onSelect={() => setAsking({ kind: "remove", member })}
                          className="text-destructive focus:text-destructive"
                        >
                          Remove from household
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
            Invite to household
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
            Leave household
          </Button>
        ) : null}
        {owner && others ? (
          <Button
            type="button"
            variant="outline"
            className="w-full border-destructive/40 text-destructive hover:bg-destructive/10"
            onClick={() => setAsking({ kind: "dissolve" })}
          >
            Dissolve household
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
