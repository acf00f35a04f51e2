// "Your data" on the profile: download everything as a zip, or delete the account.
import { useState } from "react";
import { Download, Trash2 } from "lucide-react";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { lazyDialog } from "@/lib/lazy-dialog";
import { useExportData } from "./api/account";

const DeleteAccountDialog = lazyDialog(() => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog));

export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  const exportData = useExportData(() => ({
    title: "Export failed",
    description: "Your data could not be exported. Please try again.",
    variant: "destructive",
  }));
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">Your data</h2>
        </CardTitle>
        <CardDescription>Everything you added to Vowch is yours: take a copy, or leave and take it all with you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <PendingButton
          type="button"
          variant="outline"
          className="w-full"
          pending={exportData.isPending}
          pendingText="Preparing your export…"
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: (fileName) => toast({ title: "Your export is ready", description: `${fileName} is in your downloads.` }),
            })
          }
        >
          <Download aria-hidden className="size-4" />
          Export my data
        </PendingButton>
        <Button
          type="button"
          variant="outline"
          className="w-full border-destructive/40 text-destructive hover:bg-destructive/10"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
