// The provider update dialog: each step of the link's status flow asks exactly its required input.
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { zodResolver } from "@hookform/resolvers/zod";
import { Camera, FileText } from "lucide-react";
import { clockTime } from "@common/appointment";
import { dateIn } from "@common/time-zone";
import { isValidDate } from "@common/format";
import { LIMITS, type ProjectProviderStatus } from "@common/constants";
import { linkStepFormSchema, type LinkStepForm, type ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FilePicker } from "@/components/form/file-picker";
import { InputField, TextareaField } from "@/components/form/fields";
import { StarRatingField } from "@/components/form/star-rating-field";
import { Form } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useUpdateLink } from "./api/project-providers";
import { QuoteAgainstContacts } from "@/components/shared/contact-prices";
import { usePrices } from "@/features/money/api/money";
import { checkPhotos, isPdfFile, isPdfTooLarge, pdfOnlyAlert, pdfTooLargeAlert, PHOTO_ACCEPT } from "./file-checks";

type LinkDialogKind = "estimate" | "quote" | "workStart" | "completion" | "service";

export interface LinkDialogConfig {
  kind: LinkDialogKind;
  title: string;
  submitLabel: string;
  /** The status to move to; absent for edits that keep the status. */
  target?: ProjectProviderStatus;
  /** The success toast's title: what happened ("Quote saved"). */
  done: string;
  /** A service update asks for a rating and review (the project owner's only); true unless false. */
  rates?: boolean;
}

interface Props {
  link: ProjectProviderWithProvider | null;
  config: LinkDialogConfig | null;
  onOpenChange: (open: boolean) => void;
  /** Called after the step is saved, with the link as it was before (its earlier status). */
  onSaved?: (link: ProjectProviderWithProvider, config: LinkDialogConfig) => void;
  /**
   * The viewer's profile zone: the server reads the typed date and time in it, so a stored
   * appointment is filled in on that clock (null: UTC, as the server does).
   */
  viewerZone?: string | null;
}

function formValues(link: ProjectProviderWithProvider, config: LinkDialogConfig, zone: string): LinkStepForm {
  const at = link.estimateScheduledDate ? new Date(link.estimateScheduledDate) : null;
  const dated = at !== null && isValidDate(at);
  const timed = dated && link.estimateScheduledTime !== null;
  return {
    // The estimate step needs its date and time also when editing the appointment ("Edit Appointment").
    status: config.target ?? (config.kind === "estimate" ? "estimate_scheduled" : undefined),
    estimateScheduledDate: dated ? dateIn(at, zone) : "",
    estimateScheduledTime: timed ? clockTime(at, zone) : "",
    quoteAmount: link.quoteAmount ?? "",
    notes: link.notes ?? "",
    workStartDate: link.workStartDate ?? "",
    finalAmount: link.finalAmount ?? link.quoteAmount ?? "",
    // Spec: "The review rating defaults to 5"; a recurring service rating is optional.
    rating: link.rating ?? (config.kind === "service" ? 0 : 5),
    review: link.review ?? "",
  };
}

/** The spec's error catalogue: a refused quote or photo update throws the server's message, else the fallback. */
const updateFailed = errorToast((err) => serverMessage(err, i18next.t("projects:link.updateFailed")));

export function LinkUpdateDialog({ link, config, onOpenChange, onSaved, viewerZone }: Props) {
  const { t } = useTranslation("projects");
  const open = !!link && !!config;
  const update = useUpdateLink(updateFailed);
  const form = useForm<LinkStepForm>({ resolver: zodResolver(linkStepFormSchema) });
  const quoteAmount = useWatch({ control: form.control, name: "quoteAmount" });
  // What contacts paid for the provider's trade, asked only at the quote step.
  const prices = usePrices(config?.kind === "quote" ? link?.provider.category : null).data;
  const [quotePdf, setQuotePdf] = useState<File | null>(null);
  // Chosen from the library (the input's current choice) and taken with the camera (each shot added).
  const [library, setLibrary] = useState<File[]>([]);
  const [taken, setTaken] = useState<File[]>([]);
  const photos = [...library, ...taken];
  /** Each photo's share uploaded (0–1) while the one multipart request is on its way. */
  const [progress, setProgress] = useState<number[] | null>(null);

  useEffect(() => {
    if (!link || !config) return;
    form.reset(formValues(link, config, viewerZone ?? "UTC"));
    setQuotePdf(null);
    setLibrary([]);
    setTaken([]);
    setProgress(null);
  }, [link, config, form, viewerZone]);

  if (!link || !config) return null;
  const kind = config.kind;
  const rates = config.rates !== false;

  function onPdfChange(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    if (file && !isPdfFile(file)) {
      window.alert(pdfOnlyAlert());
      e.target.value = "";
      setQuotePdf(null);
      return;
    }
    if (file && isPdfTooLarge(file)) {
      window.alert(pdfTooLargeAlert());
      e.target.value = "";
      setQuotePdf(null);
      return;
    }
    setQuotePdf(file);
  }

  function onPhotosChange(e: React.ChangeEvent<HTMLInputElement>, from: "library" | "camera") {
    const files = Array.from(e.target.files ?? []);
    const next = from === "library" ? [...files, ...taken] : [...library, ...taken, ...files];
    const check = checkPhotos(next, link!.completionPhotos.length);
    if (from === "camera") e.target.value = ""; // ready for the next shot
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: "destructive" });
      if (from === "library") {
        e.target.value = "";
        setLibrary([]);
      }
      return;
    }
    if (from === "library") setLibrary(files);
    else setTaken((prev) => [...prev, ...files]);
  }

  function onSubmit(v: LinkStepForm) {
    const fields: Record<string, string | number | undefined> = { status: config!.target };
    if (kind === "estimate") {
      // The wall clock as typed (no offset): the server combines it in the viewer's profile zone.
      fields.estimateScheduledDate = `${v.estimateScheduledDate}T${v.estimateScheduledTime}`;
      fields.estimateScheduledTime = v.estimateScheduledTime;
    }
    if (kind === "quote") {
      fields.quoteAmount = v.quoteAmount;
      fields.notes = v.notes;
    }
    if (kind === "workStart") fields.workStartDate = v.workStartDate;
    if (kind === "completion" || kind === "service") {
      if (kind === "completion") fields.finalAmount = v.finalAmount;
      if (rates && v.rating >= 1) fields.rating = v.rating;
      if (rates) fields.review = v.review;
    }
    if (kind === "service") fields.notes = v.notes;
    update.mutate(
      {
        linkId: link!.id,
        fields,
        quotePdf: kind === "quote" ? quotePdf : null,
        photos: kind === "completion" || kind === "service" ? photos : [],
        onPhotoProgress: setProgress,
      },
      {
        onSettled: () => setProgress(null),
        onSuccess: () => {
          toast({ title: config!.done, description: link!.provider.name });
          onOpenChange(false);
          onSaved?.(link!, config!);
        },
      },
    );
  }

  const remainingPhotos = LIMITS.completionPhotos - link.completionPhotos.length;
  const money = { type: "number", min: 0, step: 0.01, inputMode: "decimal" } as const;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{config.title}</DialogTitle>
          <DialogDescription>{link.provider.name}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            {kind === "estimate" ? (
              <div className="grid grid-cols-2 gap-3">
                <InputField
                  control={form.control}
                  name="estimateScheduledDate"
                  label={t("link.estimateDate")}
                  type="date"
                  required
                />
                <InputField
                  control={form.control}
                  name="estimateScheduledTime"
                  label={t("link.estimateTime")}
                  type="time"
                  required
                />
              </div>
            ) : null}

            {kind === "quote" ? (
              <>
                <InputField control={form.control} name="quoteAmount" label={t("link.quoteAmount")} {...money} />
                <QuoteAgainstContacts amount={quoteAmount} prices={prices} />
                <TextareaField control={form.control} name="notes" label={t("link.notes")} rows={3} />
                <div className="grid gap-2">
                  <Label htmlFor="quote-pdf">{t("link.quotePdf")}</Label>
                  {link.quotePdfUrl ? (
                    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                      <FileText className="size-4" aria-hidden="true" />{" "}
                      {t("link.current", { name: link.quotePdfName || t("link.quotePdf") })}
                    </p>
                  ) : null}
                  <FilePicker
                    id="quote-pdf"
                    accept="application/pdf,.pdf"
                    buttonLabel={t("link.choosePdf")}
                    chosen={quotePdf ? [quotePdf] : []}
                    onChange={onPdfChange}
                  />
                </div>
              </>
            ) : null}

            {kind === "workStart" ? (
              <InputField control={form.control} name="workStartDate" label={t("link.workStartDate")} type="date" required />
            ) : null}

            {kind === "completion" || kind === "service" ? (
              <>
                {kind === "completion" ? (
                  <InputField control={form.control} name="finalAmount" label={t("link.finalAmount")} {...money} required />
                ) : null}
                {rates ? (
                  <>
                    <StarRatingField
                      control={form.control}
                      name="rating"
                      label={kind === "service" ? t("link.ratingOptional") : t("link.rating")}
                    />
                    <TextareaField
                      control={form.control}
                      name="review"
                      label={t("link.review")}
                      rows={3}
                      placeholder={t("link.reviewPlaceholder")}
                    />
                  </>
                ) : null}
                {kind === "service" ? (
                  <TextareaField control={form.control} name="notes" label={t("link.notes")} rows={2} />
                ) : null}
                <div className="grid gap-2">
                  <Label htmlFor="photos">{t("link.photos")}</Label>
                  <FilePicker
                    id="photos"
                    accept={PHOTO_ACCEPT}
                    multiple
                    disabled={remainingPhotos <= 0}
                    buttonLabel={t("link.choosePhotos")}
                    chosen={photos}
                    onChange={(e) => onPhotosChange(e, "library")}
                  />
                  {/* A phone opens its camera for this one (capture); the input above keeps the library. */}
                  <FilePicker
                    accept={PHOTO_ACCEPT}
                    capture="environment"
                    disabled={remainingPhotos <= 0}
                    icon={<Camera aria-hidden="true" />}
                    buttonLabel={t("link.takePhoto")}
                    onChange={(e) => onPhotosChange(e, "camera")}
                  />
                  {taken.length > 0 ? (
                    <p className="text-xs text-muted-foreground">{t("link.taken", { count: taken.length })}</p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    {remainingPhotos > 0
                      ? t("link.remaining", { count: remainingPhotos })
                      : t("link.maximum", { max: LIMITS.completionPhotos })}
                  </p>
                  {progress ? (
                    <ul className="grid gap-1.5" aria-label={t("link.uploads")}>
                      {photos.map((file, i) => {
                        const percent = Math.round((progress[i] ?? 0) * 100);
                        return (
                          <li key={`${i}-${file.name}`} className="grid gap-1 text-xs">
                            <span className="flex justify-between gap-2">
                              <span className="truncate">{file.name}</span>
                              <span aria-hidden="true">{percent}%</span>
                            </span>
                            <progress
                              value={percent}
                              max={100}
                              aria-label={t("link.uploading", { name: file.name })}
                              className="h-1.5 w-full accent-primary"
                            />
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </div>
              </>
            ) : null}

            <DialogFormFooter submitLabel={config.submitLabel} pending={update.isPending} onCancel={() => onOpenChange(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
