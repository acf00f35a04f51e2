// "Invite to household": the owner picks member or viewer, makes a single-use link (7 days) and
// sends it through the share sheet, or copies it.
import { useId, useState } from "react";
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
import { ROLE_HINTS, ROLE_NAMES } from "./household-words";

const failed = errorToast((err) => serverMessage(err, "The household link could not be made. Please try again."));

export function HouseholdInviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
    const outcome = await shareOrCopy({ title: "Join my household on Vowch", text: "Join my household on Vowch:", url: link });
    if (outcome === "copied") toast({ title: "Household link copied", description: "Paste it in a message to send it." });
  };
  const copy = async (link: string) => {
    if (await copyText(link)) toast({ title: "Household link copied", description: "Paste it in a message to send it." });
    else toast({ title: "Your household link", description: link });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite to household</DialogTitle>
          <DialogDescription>
            The link works once, for {HOUSEHOLD_INVITE_DAYS} days. Send it only to the person you mean.
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-link`}>Link for a {ROLE_NAMES[role].toLowerCase()}</Label>
            <Input id={`${ids}-link`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
        ) : (
          <HintedRadioGroup
            label="They join as"
            value={role}
            onValueChange={setRole}
            choices={HOUSEHOLD_INVITE_ROLES.map((value) => ({ value, label: ROLE_NAMES[value], hint: ROLE_HINTS[value] }))}
          />
        )}
        <DialogFooter>
          {url ? (
            <>
              <Button type="button" variant="outline" onClick={() => void copy(url)}>
                <Copy aria-hidden className="size-4" /> Copy link
              </Button>
              <Button type="button" onClick={() => void share(url)}>
                <Share2 aria-hidden className="size-4" /> Share link
              </Button>
            </>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <PendingButton
                type="button"
                pending={create.isPending}
                pendingText="Making a link..."
                onClick={() => create.mutate(role, { onSuccess: (made) => setUrl(made.url) })}
              >
                Make a link
              </PendingButton>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
