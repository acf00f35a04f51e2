// The provider update dialog (spec §2/§4): each step asks exactly its required input.
import { useEffect, useRef, useState } from "react";
import { FileText } from "lucide-react";
import { format } from "date-fns";
import type { ProjectProviderStatus } from "@common/constants";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StarRating } from "@/components/ui/star-rating";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { handleSessionExpired } from "@/lib/session-expired";
import { UPDATE_QUOTE_FALLBACK, UPLOAD_PHOTOS_FALLBACK, useUpdateLink } from "./api/project-providers";
import { checkPhotos, isPdfFile, isPdfTooLarge, PDF_ONLY_ALERT, PDF_TOO_LARGE_ALERT } from "./file-checks";

export type LinkDialogKind = "estimate" | "quote" | "workStart" | "completion" | "service";

export interface LinkDialogConfig {
  kind: LinkDialogKind;
  title: string;
  submitLabel: string;
  /** The status to move to; absent for edits that keep the status. */
  target?: ProjectProviderStatus;
}

interface Props {
  link: ProjectProviderWithProvider | null;
  config: LinkDialogConfig | null;
  onOpenChange: (open: boolean) => void;
}

function localDate(value: Date | string | null): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : format(d, "yyyy-MM-dd");
}

export function LinkUpdateDialog({ link, config, onOpenChange }: Props) {
  const open = !!link && !!config;
  const update = useUpdateLink();
  const [estimateDate, setEstimateDate] = useState("");
  const [estimateTime, setEstimateTime] = useState("");
  const [quoteAmount, setQuoteAmount] = useState("");
  const [notes, setNotes] = useState("");
  const [quotePdf, setQuotePdf] = useState<File | null>(null);
  const [workStartDate, setWorkStartDate] = useState("");
  const [finalAmount, setFinalAmount] = useState("");
  const [rating, setRating] = useState(5);
  const [review, setReview] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pdfInput = useRef<HTMLInputElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!link || !config) return;
    setEstimateDate(localDate(link.estimateScheduledDate));
    setEstimateTime(link.estimateScheduledTime?.slice(0, 5) ?? "");
    setQuoteAmount(link.quoteAmount ?? "");
    setNotes(link.notes ?? "");
    setQuotePdf(null);
    setWorkStartDate(link.workStartDate ?? "");
    setFinalAmount(link.finalAmount ?? link.quoteAmount ?? "");
    // Spec §5: the review rating defaults to 5; a recurring service rating is optional.
    setRating(link.rating ?? (config.kind === "service" ? 0 : 5));
    setReview(link.review ?? "");
    setPhotos([]);
    setError(null);
  }, [link, config]);

  if (!link || !config) return null;
  const kind = config.kind;

  function validate(): string | null {
    const money = (v: string) => v.trim() !== "" && Number.isFinite(Number(v)) && Number(v) >= 0;
    if (kind === "estimate" && (!estimateDate || !estimateTime)) return "Please choose the estimate date and time.";
    if (kind === "quote" && config?.target === "quoted" && !money(quoteAmount)) return "Please enter the quote amount.";
    if (kind === "quote" && quoteAmount.trim() !== "" && !money(quoteAmount)) return "Quote amount must be a valid positive number";
    if (kind === "workStart" && !workStartDate) return "Please choose the work start date.";
    if (kind === "completion" && !money(finalAmount)) return "Please enter the final amount.";
    if (kind === "completion" && (rating < 1 || rating > 5)) return "Please choose a rating.";
    return null;
  }

  function onPdfChange(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    if (file && !isPdfFile(file)) {
      window.alert(PDF_ONLY_ALERT);
      e.target.value = "";
      setQuotePdf(null);
      return;
    }
    if (file && isPdfTooLarge(file)) {
      window.alert(PDF_TOO_LARGE_ALERT);
      e.target.value = "";
      setQuotePdf(null);
      return;
    }
    setQuotePdf(file);
  }

  function onPhotosChange(e: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    const check = checkPhotos(files, link!.completionPhotos.length);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: "destructive" });
      e.target.value = "";
      setPhotos([]);
      return;
    }
    setPhotos(files);
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    const fields: Record<string, string | number | undefined> = { status: config!.target };
    if (kind === "estimate") {
      fields.estimateScheduledDate = new Date(`${estimateDate}T${estimateTime}`).toISOString();
      fields.estimateScheduledTime = estimateTime;
    }
    if (kind === "quote") {
      fields.quoteAmount = quoteAmount;
      fields.notes = notes;
    }
    if (kind === "workStart") fields.workStartDate = workStartDate;
    if (kind === "completion" || kind === "service") {
      if (kind === "completion") fields.finalAmount = finalAmount;
      if (rating >= 1) fields.rating = rating;
      fields.review = review;
    }
    if (kind === "service") fields.notes = notes;
    update.mutate(
      { linkId: link!.id, fields, quotePdf: kind === "quote" ? quotePdf : null, photos: kind === "completion" || kind === "service" ? photos : [] },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Provider information updated successfully!" });
          onOpenChange(false);
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) return handleSessionExpired();
          const generic = [UPDATE_QUOTE_FALLBACK, UPLOAD_PHOTOS_FALLBACK].includes(err.message);
          toast({
            title: "Error",
            description: generic ? "Failed to update quote information. Please try again." : err.message,
            variant: "destructive",
          });
        },
      },
    );
  }

  const remainingPhotos = 5 - link.completionPhotos.length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{config.title}</DialogTitle>
          <DialogDescription>{link.provider.name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {kind === "estimate" ? (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor="estimate-date">Estimate date</Label>
                <Input id="estimate-date" type="date" value={estimateDate} onChange={(e) => setEstimateDate(e.target.value)} required />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="estimate-time">Estimate time</Label>
                <Input id="estimate-time" type="time" value={estimateTime} onChange={(e) => setEstimateTime(e.target.value)} required />
              </div>
            </div>
          ) : null}

          {kind === "quote" ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor="quote-amount">Quote amount</Label>
                <Input
                  id="quote-amount"
                  type="number"
                  min={0}
                  step={0.01}
                  inputMode="decimal"
                  value={quoteAmount}
                  onChange={(e) => setQuoteAmount(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="quote-notes">Notes</Label>
                <Textarea id="quote-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="quote-pdf">Quote PDF</Label>
                {link.quotePdfUrl ? (
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <FileText className="size-4" aria-hidden="true" /> Current: {link.quotePdfName || "Quote PDF"}
                  </p>
                ) : null}
                <Input id="quote-pdf" ref={pdfInput} type="file" accept="application/pdf,.pdf" onChange={onPdfChange} className="pt-2.5" />
              </div>
            </>
          ) : null}

          {kind === "workStart" ? (
            <div className="grid gap-2">
              <Label htmlFor="work-start">Work start date</Label>
              <Input id="work-start" type="date" value={workStartDate} onChange={(e) => setWorkStartDate(e.target.value)} required />
            </div>
          ) : null}

          {kind === "completion" || kind === "service" ? (
            <>
              {kind === "completion" ? (
                <div className="grid gap-2">
                  <Label htmlFor="final-amount">Final amount</Label>
                  <Input
                    id="final-amount"
                    type="number"
                    min={0}
                    step={0.01}
                    inputMode="decimal"
                    value={finalAmount}
                    onChange={(e) => setFinalAmount(e.target.value)}
                    required
                  />
                </div>
              ) : null}
              <div className="grid gap-2">
                <span id="rating-label" className="text-sm font-semibold">
                  {kind === "service" ? "Rating (optional)" : "Rating"}
                </span>
                <StarRating aria-labelledby="rating-label" value={rating} onChange={setRating} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="review">Review</Label>
                <Textarea
                  id="review"
                  rows={3}
                  value={review}
                  placeholder="How did it go?"
                  onChange={(e) => setReview(e.target.value)}
                />
              </div>
              {kind === "service" ? (
                <div className="grid gap-2">
                  <Label htmlFor="service-notes">Notes</Label>
                  <Textarea id="service-notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
                </div>
              ) : null}
              <div className="grid gap-2">
                <Label htmlFor="photos">Completion photos</Label>
                <Input
                  id="photos"
                  ref={photoInput}
                  type="file"
                  accept="image/*"
                  multiple
                  disabled={remainingPhotos <= 0}
                  onChange={onPhotosChange}
                  className="pt-2.5"
                />
                <p className="text-xs text-muted-foreground">
                  {remainingPhotos > 0 ? `Up to ${remainingPhotos} more photo${remainingPhotos === 1 ? "" : "s"}.` : "Maximum 5 photos allowed"}
                </p>
              </div>
            </>
          ) : null}

          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : config.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
