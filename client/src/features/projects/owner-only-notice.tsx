// One review per job, the hirer's: a collaborator who taps Mark Completed (a one-time job) or
// Update Review is told whose step it is instead of getting a sheet the server would refuse.
import { useTranslation } from "@/lib/use-translation";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

export function OwnerOnlyNotice({
  open,
  onOpenChange,
  ownerFirstName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ownerFirstName: string | null | undefined;
}) {
  const { t } = useTranslation("projects");
  const name = ownerFirstName?.trim();
  // "Only Alex can complete and rate this job" (the project's owner; "the project owner" without a name).
  const title = t("ownerOnly.title", { owner: name || t("ownerOnly.theOwner") });
  const owner = name || t("ownerOnly.theOwnerStart");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{t("ownerOnly.text", { owner })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>{t("ownerOnly.ok")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
