// "Your data" on the profile: download everything as a zip, or delete the account.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { Download, Trash2 } from "lucide-react";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { lazyDialog } from "@/lib/lazy-dialog";
import { useExportData } from "./api/account";

const DeleteAccountDialog = lazyDialog(() => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog));

export function YourDataCard() {
  const { t } = useTranslation("account");
  const [deleting, setDeleting] = useState(false);
  const exportData = useExportData(() => ({
    title: t("data.exportFailed"),
    description: t("data.exportFailedDescription"),
    variant: "destructive",
  }));
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">{t("data.title")}</h2>
        </CardTitle>
        <CardDescription>{t("data.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <PendingButton
          type="button"
          variant="outline"
          className="w-full"
          pending={exportData.isPending}
          pendingText={t("data.preparing")}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: (fileName) => toast({ title: t("data.ready"), description: t("data.readyDescription", { fileName }) }),
            })
          }
        >
          <Download aria-hidden className="size-4" />
          {t("data.export")}
        </PendingButton>
        <Button
          type="button"
          variant="outline"
          className="w-full border-destructive/40 text-destructive hover:bg-destructive/10"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          {t("delete.button")}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
