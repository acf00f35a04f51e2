// The spec's "Add Provider and Experience wizard": 3 steps. Step 1 → 2 only with a name and a
// category (Next says which is missing: "Provider name is required", "Category is required");
// an invalid e-mail, phone or website shows where it is typed but does not hold Next (step 3's submit
// refuses it and returns to step 1); step 2 → 3 freely; Back disabled on step 1; submit only on step 3. The duplicate
// check runs 1 s after e-mail/phone/website edits and on submit (Merge Info / Create Anyway / Cancel).
// Opened from a share ("Share into Vowch"), step 1 starts with what the share held (`prefill`).
import i18next from "i18next";
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type Control, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  experienceDefaults,
  experienceSchemaFor,
  type Experience,
  type ExperienceInput,
  type Provider,
} from "@common/schemas/providers";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { useAuth } from "@/features/auth/api/auth";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { usePhoneRegion } from "@/lib/phone-region";
import { useProjects } from "@/features/projects/api/projects";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { useAddExperience } from "../api/providers";
import { DuplicatePrompt } from "../duplicate-prompt";
import { ProviderDialogShell } from "../provider-dialog-shell";
import { ProviderFields, type ProviderFieldValues } from "../provider-fields";
import { useDuplicateCheck } from "../use-duplicate-check";
import { STEP_OF_FIELD, STEP_TITLES } from "./steps";
import { ExperienceStep } from "./experience-step";
import { ReviewStep } from "./review-step";

export function AddProviderWizard({
  open,
  onOpenChange,
  onAdded,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (provider: Provider) => void;
  /** Step 1's fields read from a share; nothing is saved until the wizard is submitted. */
  prefill?: Pick<ExperienceInput, "name" | "phone" | "email" | "website">;
}) {
  const { t } = useTranslation("providers");
  const [step, setStep] = useState(1);
  const { user } = useAuth();
  // The phone is checked in the region the server reads it in.
  const region = usePhoneRegion();
  const schema = useMemo(() => experienceSchemaFor(region), [region]);
  const form = useForm<ExperienceInput, unknown, Experience>({
    resolver: zodResolver(schema),
    defaultValues: experienceDefaults,
    // A field is checked once the user leaves it, then as they correct it.
    mode: "onTouched",
  });
  const control = form.control;
  const [name, category, type, frequency, existingProviderId] = useWatch({
    control,
    name: ["name", "category", "experienceType", "recurringFrequency", "existingProviderId"],
  });
  const duplicates = useDuplicateCheck(() => form.getValues());
  const addExperience = useAddExperience(errorToast((err) => serverMessage(err, i18next.t("providers:wizard.addFailed"))));
  const addExperienceOnce = useSubmitOnce(addExperience);
  const projects = useProjects({ enabled: open && type === "existing" });
  const ownProjects = (projects.data ?? []).filter((p) => p.userId === user?.id);
  const [mergedInto, setMergedInto] = useState<Provider | null>(null);

  useEffect(() => {
    if (!open) {
      form.reset(experienceDefaults);
      setStep(1);
      setMergedInto(null);
      duplicates.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog closes
  }, [open]);

  useEffect(() => {
    if (open && prefill) form.reset({ ...experienceDefaults, ...prefill });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill in once per share opened
  }, [open, prefill]);

  async function next() {
    if (step === 1) {
      // Every message of step 1 shows, but only name and category hold it.
      await form.trigger(["name", "category", "email", "phone", "website"]);
      const missing = (["name", "category"] as const).find((field) => form.getFieldState(field).invalid);
      if (missing) {
        form.setFocus(missing);
        return;
      }
    }
    setStep((s) => Math.min(3, s + 1));
  }

  function send(values: Experience) {
    const rated = values.experienceType === "completed" || values.experienceType === "ongoing";
    addExperienceOnce.submit(
      { ...values, rating: rated ? values.rating : null },
      {
        onSuccess: (result) => {
          toast({ title: t("wizard.successTitle"), description: t("wizard.successBody") });
          onOpenChange(false);
          onAdded?.(result.provider);
        },
      },
    );
  }

  async function onValid(values: Experience) {
    if (step !== 3) return;
    if (!values.existingProviderId && !duplicates.isDismissed) {
      const found = await duplicates.run();
      if (found.length > 0) return;
    }
    send(values);
  }

  function onInvalid(errors: FieldErrors<ExperienceInput>) {
    const first = Object.keys(errors)[0];
    if (first && STEP_OF_FIELD[first]) setStep(STEP_OF_FIELD[first]);
  }

  const submit = form.handleSubmit(onValid, onInvalid);

  function merge(match: Provider) {
    form.setValue("existingProviderId", match.id);
    setMergedInto(match);
    duplicates.clear();
    if (step === 3) void submit();
  }

  return (
    <ProviderDialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("wizard.title")}
      description={t("wizard.stepOf", { step, total: 3, title: t(`wizard.steps.${STEP_TITLES[step - 1]!}`) })}
      aboveForm={
        <div className="flex gap-1.5" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={`h-1.5 flex-1 rounded-full ${n <= step ? "bg-primary" : "bg-muted"}`} />
          ))}
        </div>
      }
      form={form}
      onSubmit={(e) => {
        e.preventDefault();
        if (step === 3) void submit();
      }}
      footer={
        <>
          <Button type="button" variant="outline" disabled={step === 1} onClick={() => setStep((s) => Math.max(1, s - 1))}>
            {t("wizard.back")}
          </Button>
          {step < 3 ? (
            // Distinct keys: React must not turn this very button into the submit button while
            // its click is still being dispatched (the browser would then submit the form).
            <Button key="next" type="button" onClick={() => void next()}>
              {t("wizard.next")}
            </Button>
          ) : (
            <PendingButton key="submit" pending={addExperience.isPending}>
              {t("wizard.submit")}
            </PendingButton>
          )}
        </>
      }
    >
      <DuplicatePrompt
        matches={existingProviderId ? [] : duplicates.matches}
        onMerge={merge}
        onCreateAnyway={() => {
          duplicates.dismiss();
          // The answer to the check: sent at once, not checked again (the dismissal above is only
          // seen on the next render, so submit() would find the same match and stop).
          if (step === 3) void form.handleSubmit(send, onInvalid)();
        }}
        onCancel={duplicates.clear}
      />
      {step === 1 ? (
        <>
          {prefill ? <p className="rounded-xl bg-muted p-3 text-sm">{t("wizard.sharedNotice")}</p> : null}
          <ProviderFields
            control={control as unknown as Control<ProviderFieldValues>}
            onContactEdited={existingProviderId ? undefined : duplicates.schedule}
          />
          {mergedInto ? (
            <p role="status" className="rounded-xl bg-success/10 p-3 text-sm">
              <Trans
                t={t}
                i18nKey="wizard.mergedInto"
                values={{ name: mergedInto.name }}
                components={{ b: <span className="font-semibold" /> }}
              />
            </p>
          ) : null}
        </>
      ) : null}

      {step === 2 ? (
        <ExperienceStep
          control={control}
          type={type}
          frequency={frequency}
          projectsLoading={projects.isLoading}
          ownProjects={ownProjects}
        />
      ) : null}

      {step === 3 ? <ReviewStep control={control} name={name} category={category} type={type} mergedInto={mergedInto} /> : null}
    </ProviderDialogShell>
  );
}
