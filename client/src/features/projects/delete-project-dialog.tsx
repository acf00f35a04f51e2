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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${title}?`}
      description="Are you sure you want to delete this project?"
      action={pending ? "Deleting..." : "Delete"}
      pending={pending}
      keepOpen
      onConfirm={onConfirm}
    />
  );
}
