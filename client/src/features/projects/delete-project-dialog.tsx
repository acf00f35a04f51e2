import { useTranslation } from "@/lib/use-translation";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";

/** The spec's screens: Delete asks "Are you sure you want to delete this project?". */
export function DeleteProjectDialog({
  open,
  onOpenChange,
  title,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("projects");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("delete.title", { title })}
      description={t("delete.description")}
      action={pending ? t("delete.deleting") : t("delete.action")}
      pending={pending}
      keepOpen
      onConfirm={onConfirm}
    />
  );
}
