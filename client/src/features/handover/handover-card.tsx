// "Hand-over record": the home's record as a PDF for the next owner (address, completed work,
// upkeep, items and warranties, the providers who know the house), with or without amounts.
// Shown to everyone: the download itself answers a viewer with 404, and the card says why.
import { useId, useState } from "react";
import { FileDown } from "lucide-react";
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
              title: "Not available to viewers",
              description: "Only the household's owner and members can download the hand-over record.",
            }
          : {
              title: "Download failed",
              description: "The hand-over record could not be made. Please try again.",
              variant: "destructive",
            },
    },
    mutationFn: async (amounts: boolean) =>
      saveDownload(await apiRequest("GET", handoverUrl(amounts)), "vowch-hand-over-record.pdf"),
  });
}

export function HandoverCard() {
  const id = useId();
  const [amounts, setAmounts] = useState(true);
  const download = useDownloadHandover();
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">Hand-over record</h2>
        </CardTitle>
        <CardDescription>
          Your home&apos;s story for the next owner: completed work, upkeep, items and warranties, and the providers who know the
          house.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex min-h-12 items-center justify-between gap-3">
          <Label htmlFor={`${id}-amounts`} className="grid gap-0.5 text-sm font-medium">
            Include amounts
            <span className="font-normal text-muted-foreground">
              {amounts ? "What each job and task cost is in the record." : "The record leaves every amount out."}
            </span>
          </Label>
          <Switch id={`${id}-amounts`} checked={amounts} disabled={download.isPending} onCheckedChange={setAmounts} />
        </div>
        <PendingButton
          type="button"
          variant="outline"
          className="w-full"
          pending={download.isPending}
          pendingText="Preparing the record…"
          onClick={() =>
            download.mutate(amounts, {
              onSuccess: (fileName) =>
                toast({ title: "Hand-over record ready", description: `${fileName} is in your downloads.` }),
            })
          }
        >
          <FileDown aria-hidden className="size-4" />
          Download PDF
        </PendingButton>
      </CardContent>
    </Card>
  );
}
