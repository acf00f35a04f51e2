// "Invite to household": the owner picks member or viewer, makes a single-use link (7 days) and
// sends it through the share sheet, or copies it.
import { useId, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { Copy, Share2 } from "lucide-react";
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_INVITE_ROLES } from "@common/schemas/household";
import { HintedRadioGroup } from "@/components/form/hinted-radio-group";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { copyText, shareOrCopy } from "@/lib/share";
import { useCreateHouseholdInvite } from "./api/household";
import { roleHint, roleInSentence, roleName } from "./household-words";

const failed = errorToast((err) => serverMessage(err, i18next.t("household:invite.failed")));

export function HouseholdInviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("household");
  const ids = useId();
  const [role, setRole] = useState<"member" | "viewer">("member");
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateHouseholdInvite(failed);

  const close = (next: boolean) => {
    if (!next) {
      setUrl(null);
      setRole("member");
      create.reset();
    }
    onOpenChange(next);
  };

  const share = async (link: string) => {
    const outcome = await shareOrCopy({ title: t("invite.shareTitle"), text: t("invite.shareText"), url: link });
    if (outcome === "copied") toast({ title: t("invite.copied"), description: t("invite.copiedDescription") });
  };
  const copy = async (link: string) => {
    if (await copyText(link)) toast({ title: t("invite.copied"), description: t("invite.copiedDescription") });
    else toast({ title: t("invite.yourLink"), description: link });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("invite.title")}</DialogTitle>
          <DialogDescription>{t("invite.description", { count: HOUSEHOLD_INVITE_DAYS })}</DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-link`}>{t("invite.linkFor", { role: roleInSentence(role) })}</Label>
            <Input id={`${ids}-link`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
        ) : (
          <HintedRadioGroup
            label={t("invite.joinAs")}
            value={role}
            onValueChange={setRole}
            choices={HOUSEHOLD_INVITE_ROLES.map((value) => ({ value, label: roleName(value), hint: roleHint(value) }))}
          />
        )}
        <DialogFooter>
          {url ? (
            <>
              <Button type="button" variant="outline" onClick={() => void copy(url)}>
                <Copy aria-hidden className="size-4" /> {t("invite.copy")}
              </Button>
              <Button type="button" onClick={() => void share(url)}>
                <Share2 aria-hidden className="size-4" /> {t("invite.share")}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t("invite.cancel")}
              </Button>
              <PendingButton
                type="button"
                pending={create.isPending}
                pendingText={t("invite.making")}
                onClick={() => create.mutate(role, { onSuccess: (made) => setUrl(made.url) })}
              >
                {t("invite.make")}
              </PendingButton>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
