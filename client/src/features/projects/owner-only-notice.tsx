// One review per job, the hirer's: a collaborator who taps Mark Completed (a one-time job) or
// Update Review is told whose step it is instead of getting a sheet the server would refuse.
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** "Only Alex can complete and rate this job" (the project's owner; "the project owner" without a name). */
function ownerOnlyTitle(ownerFirstName: string | null | undefined): string {
  return `Only ${ownerFirstName?.trim() || "the project owner"} can complete and rate this job`;
}

export function OwnerOnlyNotice({
  open,
  onOpenChange,
  ownerFirstName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ownerFirstName: string | null | undefined;
}) {
  const owner = ownerFirstName?.trim() || "The project owner";
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{ownerOnlyTitle(ownerFirstName)}</AlertDialogTitle>
          <AlertDialogDescription>
            Each job has one review, from the person who hired the provider. {owner} records the final amount, the rating and the
            review; you can still keep your own notes about this provider on their page.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>OK</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
