// Collaborators card (the spec's screens, validation rules and roles): owner + collaborators, count = collaborators + 1,
// Add and Remove only for the owner.
import { useState } from "react";
import { UserMinus, UserPlus } from "lucide-react";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import type { ProjectDetail } from "@common/schemas/projects";
import type { PublicUser } from "@common/schemas/users";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { hasCode, serverMessage } from "@/lib/api-client";
import { displayName } from "@/lib/display-name";
import { errorToast, type FailureToast } from "@/lib/query-client";
import { useAddCollaborator, useCollaborators, useRemoveCollaborator } from "./api/collaborators";
import { UserAvatar } from "@/components/layout/user-avatar";
import { UserSearch } from "./user-search";

// The spec's refusals (validation rules), shown for the client's own check and for the server's codes alike.
const ownerRefusal = () => ({
  title: i18next.t("projects:collaborators.ownerTitle"),
  description: i18next.t("projects:collaborators.ownerText"),
});
const duplicateRefusal = () => ({
  title: i18next.t("projects:collaborators.duplicateTitle"),
  description: i18next.t("projects:collaborators.duplicateText"),
});

/** The server's refusals by their code; anything else: the server's message, else the spec's fallback. */
const addFailure: FailureToast = (err) => {
  if (hasCode(err, "COLLABORATOR_IS_OWNER")) return { ...ownerRefusal(), variant: "destructive" };
  if (hasCode(err, "ALREADY_COLLABORATOR")) return { ...duplicateRefusal(), variant: "destructive" };
  return {
    title: i18next.t("projects:collaborators.error"),
    description: serverMessage(err, i18next.t("projects:collaborators.addFailed")),
    variant: "destructive",
  };
};

// Below 360 px a person's role badge goes under their name, so the name keeps the row's width
// instead of breaking a letter or two to a line beside the badge and the Remove button.
const NARROW_ROW =
  "flex min-w-0 items-center gap-3 max-[359px]:grid max-[359px]:grid-cols-[auto_minmax(0,1fr)_auto] max-[359px]:gap-y-1";
const NARROW_AVATAR = "max-[359px]:row-span-2";
const NARROW_BADGE = "max-[359px]:col-start-2 max-[359px]:row-start-2";

export function CollaboratorsCard({ project, viewerId }: { project: ProjectDetail; viewerId: string }) {
  const { t } = useTranslation("projects");
  const { data: collaborators, isLoading } = useCollaborators(project.id);
  const add = useAddCollaborator(addFailure);
  const remove = useRemoveCollaborator(errorToast((err) => serverMessage(err, i18next.t("projects:collaborators.removeFailed"))));
  const [adding, setAdding] = useState(false);
  // Removing takes a confirmation: the person loses access at once.
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const isOwner = viewerId === project.userId;
  const list = collaborators ?? [];

  function pick(user: PublicUser) {
    if (user.id === project.userId) {
      toast({ ...ownerRefusal(), variant: "destructive" });
      return;
    }
    if (list.some((c) => c.userId === user.id)) {
      toast({ ...duplicateRefusal(), variant: "destructive" });
      return;
    }
    add.mutate(
      { projectId: project.id, userId: user.id },
      {
        onSuccess: () => {
          toast({ title: t("collaborators.added"), description: t("collaborators.addedText", { name: displayName(user) }) });
          setAdding(false);
        },
      },
    );
  }

  function drop(userId: string, name: string) {
    remove.mutate(
      { projectId: project.id, userId },
      {
        onSuccess: () => toast({ title: t("collaborators.removed"), description: t("collaborators.removedText", { name }) }),
      },
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle>
          <h2 className="text-lg font-bold">{t("collaborators.title", { n: list.length + 1 })}</h2>
        </CardTitle>
        {isOwner ? (
          <Button size="sm" variant="outline" className="h-11" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" /> {t("collaborators.add")}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3" aria-label={t("collaborators.people")}>
          <li className={NARROW_ROW}>
            <UserAvatar user={project.owner} inList className={NARROW_AVATAR} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold">{displayName(project.owner)}</p>
              <p className="truncate text-xs text-muted-foreground">{project.owner.email}</p>
            </div>
            <Badge className={NARROW_BADGE}>{t("collaborators.owner")}</Badge>
          </li>
          {isLoading ? <Skeleton className="h-12 w-full" /> : null}
          {list.map((c) => (
            <li key={c.id} className={NARROW_ROW}>
              <UserAvatar user={c.user} inList className={NARROW_AVATAR} />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-semibold">{displayName(c.user)}</p>
                <p className="truncate text-xs text-muted-foreground">{c.user.email}</p>
              </div>
              <Badge variant="secondary" className={NARROW_BADGE}>
                {t("collaborators.collaborator")}
              </Badge>
              {isOwner ? (
                <Button
                  size="icon"
                  variant="ghost"
                  className="max-[359px]:col-start-3 max-[359px]:row-span-2 max-[359px]:row-start-1"
                  aria-label={t("collaborators.remove", { name: displayName(c.user) })}
                  disabled={remove.isPending}
                  onClick={() => setRemoving({ userId: c.userId, name: displayName(c.user) })}
                >
                  <UserMinus className="size-4 text-destructive" aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("collaborators.confirmTitle", { name: removing?.name ?? "" })}
        description={t("collaborators.confirmText", { name: removing?.name ?? "" })}
        action={t("collaborators.confirmAction")}
        onConfirm={() => {
          if (removing) drop(removing.userId, removing.name);
          setRemoving(null);
        }}
      />
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("collaborators.dialogTitle")}</DialogTitle>
            <DialogDescription>{t("collaborators.dialogText")}</DialogDescription>
          </DialogHeader>
          <UserSearch onPick={pick} pending={add.isPending} />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
