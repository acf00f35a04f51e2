// Privacy asked, not assumed: right after the owner's first completed job, one sheet asks who sees
// this project and whether others see what the account paid, starting from what is true now (the
// spec's defaults unless changed). It is asked once per account: saving and "Not now" (or closing
// the sheet) both record that it was asked.
import { useEffect, useId, useState } from "react";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { PROJECT_AUDIENCES, type ProjectAudience } from "@common/privacy";
import { projectFormSchema } from "@common/schemas/projects";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/form/pending-button";
import { HintedRadioGroup } from "@/components/form/hinted-radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useProject } from "./api/projects";
import { projectToValues } from "./project-form-dialog";
import { useAnswerPrivacyQuestion, usePrivacy } from "@/features/privacy/api/privacy";

export function PrivacyQuestionSheet({
  open,
  onOpenChange,
  projectId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
}) {
  const { t } = useTranslation("projects");
  const ids = useId();
  const project = useProject(projectId);
  const settings = usePrivacy();
  const answer = useAnswerPrivacyQuestion(errorToast(() => i18next.t("projects:privacy.failed")));
  // What is true now: the project's own audience, else the account's; the account's amounts switch.
  const current = project.data && settings.data ? (project.data.visibility ?? settings.data.projects) : null;
  const [audience, setAudience] = useState<ProjectAudience | null>(null);
  const [amounts, setAmounts] = useState<boolean | null>(null);

  useEffect(() => {
    if (!open) return;
    setAudience(current);
    setAmounts(settings.data?.amounts ?? null);
  }, [open, current, settings.data?.amounts]);

  const ready = !!project.data && !!settings.data && audience !== null && amounts !== null;

  function notNow() {
    if (answer.isPending) return;
    answer.mutate({});
    onOpenChange(false);
  }

  function save() {
    if (!ready) return;
    const p = project.data;
    answer.mutate(
      {
        project:
          audience !== current
            ? { id: p.id, values: projectFormSchema.parse({ ...projectToValues(p), visibility: audience }) }
            : undefined,
        amounts: amounts !== settings.data.amounts ? amounts : undefined,
      },
      {
        onSuccess: () => {
          toast({ title: t("privacy.saved"), description: t("privacy.savedText") });
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : notNow())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("privacy.title")}</DialogTitle>
          <DialogDescription>{t("privacy.description")}</DialogDescription>
        </DialogHeader>
        {!ready ? (
          settings.isError || project.isError ? (
            <p className="text-sm text-muted-foreground">{t("privacy.loadError")}</p>
          ) : (
            <Skeleton className="h-48" aria-label={t("privacy.loading")} />
          )
        ) : (
          <>
            <HintedRadioGroup<ProjectAudience>
              label={t("privacy.title")}
              value={audience}
              disabled={answer.isPending}
              onValueChange={setAudience}
              choices={PROJECT_AUDIENCES.map((value) => ({
                value,
                label: t(`privacy.audience.${value}`),
                hint: t(`privacy.hint.${value}`),
              }))}
            />
            <div className="flex min-h-12 items-center justify-between gap-3 border-t border-border pt-4">
              <Label htmlFor={`${ids}-amounts`} className="grid gap-0.5 text-sm font-medium">
                {t("privacy.amounts")}
                <span className="font-normal text-muted-foreground">
                  {amounts ? t("privacy.amountsOn") : t("privacy.amountsOff")}
                </span>
              </Label>
              <Switch id={`${ids}-amounts`} checked={amounts} disabled={answer.isPending} onCheckedChange={setAmounts} />
            </div>
          </>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={notNow} disabled={answer.isPending}>
            {t("privacy.notNow")}
          </Button>
          <PendingButton type="button" pending={answer.isPending} disabled={!ready} onClick={save}>
            {t("privacy.save")}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
