// "Hand-over record": the home's record as a PDF for the next owner (address, completed work,
// upkeep, items and warranties, the providers who know the house), with or without amounts.
// Shown to everyone: the download itself answers a viewer with 404, and the card says why.
import { useId, useState } from "react";
import { FileDown } from "lucide-react";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { PendingButton } from "@/components/form/pending-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { apiRequest, hasStatus } from "@/lib/api-client";
import { saveDownload } from "@/lib/download";
import { featureCalls, REDIRECT } from "@/lib/query-client";

const calls = featureCalls(REDIRECT);

/** The record's address: `?amounts=false` leaves amounts out. */
const handoverUrl = (amounts: boolean) => `/api/home/handover.pdf${amounts ? "" : "?amounts=false"}`;

function useDownloadHandover() {
  return calls.useMutation({
    meta: {
      failureToast: (error) =>
        hasStatus(error, 404)
          ? {
              title: i18next.t("money:handover.viewersTitle"),
              description: i18next.t("money:handover.viewersText"),
            }
          : {
              title: i18next.t("money:handover.failedTitle"),
              description: i18next.t("money:handover.failedText"),
              variant: "destructive",
            },
    },
    mutationFn: async (amounts: boolean) =>
      saveDownload(await apiRequest("GET", handoverUrl(amounts)), "vowch-hand-over-record.pdf"),
  });
}

export function HandoverCard() {
  const { t } = useTranslation("money");
  const id = useId();
  const [amounts, setAmounts] = useState(true);
  const download = useDownloadHandover();
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">{t("handover.title")}</h2>
        </CardTitle>
        <CardDescription>{t("handover.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex min-h-12 items-center justify-between gap-3">
          <Label htmlFor={`${id}-amounts`} className="grid gap-0.5 text-sm font-medium">
            {t("handover.amounts")}
            <span className="font-normal text-muted-foreground">
              {amounts ? t("handover.amountsOn") : t("handover.amountsOff")}
            </span>
          </Label>
          <Switch id={`${id}-amounts`} checked={amounts} disabled={download.isPending} onCheckedChange={setAmounts} />
        </div>
        <PendingButton
          type="button"
          variant="outline"
          className="w-full"
          pending={download.isPending}
          pendingText={t("handover.preparing")}
          onClick={() =>
            download.mutate(amounts, {
              onSuccess: (fileName) =>
                toast({ title: t("handover.readyTitle"), description: t("handover.readyText", { fileName }) }),
            })
          }
        >
          <FileDown aria-hidden className="size-4" />
          {t("handover.download")}
        </PendingButton>
      </CardContent>
    </Card>
  );
}
