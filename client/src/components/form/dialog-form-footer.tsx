import { useTranslation } from "@/lib/use-translation";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { PendingButton } from "./pending-button";

/** Cancel and submit of a form dialog; the submit reads "Saving..." while the call runs. */
export function DialogFormFooter({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("actions.cancel")}
      </Button>
      <PendingButton pending={pending}>{submitLabel}</PendingButton>
    </DialogFooter>
  );
}
