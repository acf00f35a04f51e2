// A request's form in a dialog: "New request" on the Requests screen, or "Edit" on one of my
// requests. The screens load it when it first opens (the form libraries with it), so the lists
// render without them.
import { useTranslation } from "@/lib/use-translation";
import type { MyProviderRequest } from "@common/schemas/requests";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { RequestForm } from "./request-form";

export function RequestFormDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request to change; none for a new one. */
  editing?: MyProviderRequest;
}) {
  const { t } = useTranslation("requests");
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? t("mine.editTitle") : t("page.new")}</DialogTitle>
          <DialogDescription>{editing ? t("mine.editDescription") : t("wizard.step3")}</DialogDescription>
        </DialogHeader>
        <RequestForm editing={editing} onSent={close} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}
