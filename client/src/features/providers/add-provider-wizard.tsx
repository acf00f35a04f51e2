// Spec §2 "Add Provider and Experience wizard": 3 steps. Step 1 → 2 only with a name and a
// category; step 2 → 3 freely; Back disabled on step 1; submit only on step 3. The duplicate
// check runs 1 s after e-mail/phone/website edits and on submit (Merge Info / Create Anyway / Cancel).
import { useEffect, useState } from "react";
import { useForm, useWatch, type Control, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { DAY_NAMES, EXPERIENCE_FREQUENCIES, EXPERIENCE_PROJECT_CATEGORIES, FREQUENCY_LABELS, type ExperienceType } from "@common/constants";
import { experienceDefaults, experienceSchema, type Experience, type ExperienceInput, type Provider } from "@common/schemas/providers";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { STICKY_FOOTER } from "./dialog-footer";
import { StarRating } from "@/components/ui/star-rating";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/features/auth/use-auth";
import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError, serverMessage } from "@/lib/api-client";
import { getQueryFn } from "@/lib/query-client";
import { handleSessionExpired } from "@/lib/session-expired";
import { useAddExperience } from "./api";
import { DuplicatePrompt } from "./duplicate-prompt";
import { ProviderFields, type ProviderFieldValues } from "./provider-fields";
import { useDuplicateCheck } from "./use-duplicate-check";

const STEP_TITLES = ["Provider details", "Your experience", "Review and vowch"] as const;

const TYPE_OPTIONS: { value: ExperienceType; label: string; hint: string }[] = [
  { value: "completed", label: "Completed project", hint: "They finished a job for you." },
  { value: "existing", label: "Add to an existing project", hint: "Attach them to one of your projects." },
  { value: "future", label: "Future project or quote", hint: "You're getting a quote or planning work." },
  { value: "ongoing", label: "Ongoing service", hint: "They work for you regularly." },
];


const STEP_OF_FIELD: Record<string, number> = {
  name: 1,
  category: 1,
  email: 1,
  phone: 1,
  website: 1,
  description: 1,
  address: 1,
  experienceType: 2,
  projectTitle: 2,
  projectCategory: 2,
  projectDescription: 2,
  projectBudget: 2,
  projectStartDate: 2,
  projectEndDate: 2,
  existingProjectId: 2,
  recurringFrequency: 2,
  recurringDayOfWeek: 2,
  recurringDayOfMonth: 2,
  nextServiceDate: 2,
  relationshipDuration: 2,
  finalAmount: 2,
  quoteAmount: 2,
  quoteNotes: 2,
};

interface OwnProject {
  id: string;
  title: string;
  userId: string;
}

function TextField({
  control,
  name,
  label,
  type = "text",
  hint,
  inputMode,
  multiline = false,
}: {
  control: Control<ExperienceInput>;
  name: "projectTitle" | "projectDescription" | "projectBudget" | "projectStartDate" | "projectEndDate" | "nextServiceDate" | "relationshipDuration" | "ongoingDescription" | "reviewText" | "finalAmount" | "quoteAmount" | "quoteNotes";
  label: string;
  type?: string;
  hint?: string;
  inputMode?: "decimal";
  multiline?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea rows={3} {...field} value={field.value ?? ""} />
            ) : (
              <Input type={type} inputMode={inputMode} {...field} value={field.value ?? ""} />
            )}
          </FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function OptionSelect({
  control,
  name,
  label,
  options,
  placeholder,
}: {
  control: Control<ExperienceInput>;
  name: "projectCategory" | "recurringFrequency" | "existingProjectId";
  label: string;
  options: { value: string; label: string }[];
  placeholder: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value || undefined} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function NumberSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<ExperienceInput>;
  name: "recurringDayOfWeek" | "recurringDayOfMonth";
  label: string;
  options: { value: number; label: string }[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value == null ? undefined : String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
            <FormControl>
              <SelectTrigger>
                <SelectValue placeholder="Choose" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.value} value={String(o.value)}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function AddProviderWizard({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (provider: Provider) => void;
}) {
  const [step, setStep] = useState(1);
  const { user } = useAuth();
  const form = useForm<ExperienceInput, unknown, Experience>({ resolver: zodResolver(experienceSchema), defaultValues: experienceDefaults });
  const control = form.control;
  const [name, category, type, frequency, existingProviderId] = useWatch({
    control,
    name: ["name", "category", "experienceType", "recurringFrequency", "existingProviderId"],
  });
  const duplicates = useDuplicateCheck(() => form.getValues());
  const addExperience = useAddExperience();
  const projects = useQuery<OwnProject[]>({
    queryKey: ["/api/projects"],
    queryFn: getQueryFn<OwnProject[]>({ on401: "throw" }),
    enabled: open && type === "existing",
  });
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

  const canLeaveStep1 = name.trim() !== "" && category.trim() !== "";

  function send(values: Experience) {
    const rated = values.experienceType === "completed" || values.experienceType === "ongoing";
    addExperience.mutate(
      { ...values, rating: rated ? values.rating : null },
      {
        onSuccess: (result) => {
          toast({ title: "Success!", description: "Provider and project experience added successfully" });
          onOpenChange(false);
          onAdded?.(result.provider);
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) return handleSessionExpired();
          toast({ title: "Error", description: serverMessage(err, "Failed to add provider experience"), variant: "destructive" });
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
    if (first && STEP_OF_FIELD[first]) setStep(STEP_OF_FIELD[first]!);
  }

  const submit = form.handleSubmit(onValid, onInvalid);

  function merge(match: Provider) {
    form.setValue("existingProviderId", match.id);
    setMergedInto(match);
    duplicates.clear();
    if (step === 3) void submit();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Provider</DialogTitle>
          <DialogDescription>
            Step {step} of 3 · {STEP_TITLES[step - 1]}
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-1.5" aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <span key={n} className={`h-1.5 flex-1 rounded-full ${n <= step ? "bg-primary" : "bg-muted"}`} />
          ))}
        </div>
        <Form {...form}>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (step === 3) void submit();
            }}
          >
            <DuplicatePrompt
              matches={existingProviderId ? [] : duplicates.matches}
              onMerge={merge}
              onCreateAnyway={() => {
                duplicates.dismiss();
                if (step === 3) void submit();
              }}
              onCancel={duplicates.clear}
            />
            {step === 1 ? (
              <>
                <ProviderFields control={control as unknown as Control<ProviderFieldValues>} onContactEdited={existingProviderId ? undefined : duplicates.schedule} />
                {mergedInto ? (
                  <p role="status" className="rounded-xl bg-success/10 p-3 text-sm">
                    Your details will be merged into <span className="font-semibold">{mergedInto.name}</span>.
                  </p>
                ) : null}
              </>
            ) : null}

            {step === 2 ? (
              <>
                <FormField
                  control={control}
                  name="experienceType"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>How do you know this provider?</FormLabel>
                      <FormControl>
                        <RadioGroup value={field.value} onValueChange={field.onChange} className="gap-2">
                          {TYPE_OPTIONS.map((o) => (
                            <Label
                              key={o.value}
                              htmlFor={`type-${o.value}`}
                              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[[data-state=checked]]:border-primary"
                            >
                              <RadioGroupItem id={`type-${o.value}`} value={o.value} className="mt-0.5" />
                              <span className="grid gap-0.5">
                                <span className="font-semibold">{o.label}</span>
                                <span className="text-caption font-normal text-muted-foreground">{o.hint}</span>
                              </span>
                            </Label>
                          ))}
                        </RadioGroup>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                {type === "completed" || type === "future" ? (
                  <>
                    <TextField control={control} name="projectTitle" label="Project title" />
                    <OptionSelect
                      control={control}
                      name="projectCategory"
                      label="Project category"
                      placeholder="Select a project category"
                      options={EXPERIENCE_PROJECT_CATEGORIES.map((c) => ({ value: c, label: c }))}
                    />
                    <TextField control={control} name="projectDescription" label="Project description" multiline />
                    <TextField control={control} name="projectBudget" label="Budget" inputMode="decimal" hint="In US dollars" />
                  </>
                ) : null}
                {type === "completed" ? (
                  <>
                    <div className="grid grid-cols-2 gap-3">
                      <TextField control={control} name="projectStartDate" label="Start date" type="date" />
                      <TextField control={control} name="projectEndDate" label="End date" type="date" />
                    </div>
                    <TextField control={control} name="finalAmount" label="Final amount paid" inputMode="decimal" />
                  </>
                ) : null}
                {type === "existing" ? (
                  <OptionSelect
                    control={control}
                    name="existingProjectId"
                    label="Project"
                    placeholder={projects.isLoading ? "Loading projects..." : ownProjects.length ? "Select a project" : "No projects yet"}
                    options={ownProjects.map((p) => ({ value: p.id, label: p.title }))}
                  />
                ) : null}
                {type === "future" || type === "existing" ? (
                  <>
                    <TextField control={control} name="quoteAmount" label="Quote amount" inputMode="decimal" />
                    <TextField control={control} name="quoteNotes" label="Quote notes" multiline />
                  </>
                ) : null}
                {type === "ongoing" ? (
                  <>
                    <TextField control={control} name="projectTitle" label="Service name" hint="Optional, e.g. Weekly lawn care" />
                    <OptionSelect
                      control={control}
                      name="recurringFrequency"
                      label="How often?"
                      placeholder="Select a frequency"
                      options={EXPERIENCE_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
                    />
                    {frequency === "weekly" ? (
                      <NumberSelect control={control} name="recurringDayOfWeek" label="Day of week" options={DAY_NAMES.map((d, i) => ({ value: i, label: d }))} />
                    ) : null}
                    {frequency === "monthly" || frequency === "quarterly" ? (
                      <NumberSelect
                        control={control}
                        name="recurringDayOfMonth"
                        label="Day of month"
                        options={Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
                      />
                    ) : null}
                    <TextField control={control} name="nextServiceDate" label="Next service date" type="date" />
                    <TextField control={control} name="projectBudget" label="Cost per service" inputMode="decimal" />
                    <TextField control={control} name="relationshipDuration" label="How long have you used them?" hint="e.g. 2 years" />
                  </>
                ) : null}
              </>
            ) : null}

            {step === 3 ? (
              <>
                <div className="rounded-xl bg-muted/60 p-3 text-sm">
                  <p className="font-semibold">{mergedInto?.name ?? name}</p>
                  <p className="text-muted-foreground">
                    {category} · {TYPE_OPTIONS.find((o) => o.value === type)?.label}
                  </p>
                </div>
                {type === "completed" || type === "ongoing" ? (
                  <FormField
                    control={control}
                    name="rating"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Your rating</FormLabel>
                        <FormControl>
                          <StarRating value={field.value ?? 0} onChange={field.onChange} label="Your rating" />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ) : null}
                {type === "ongoing" ? (
                  <TextField control={control} name="ongoingDescription" label="Describe your relationship" multiline />
                ) : null}
                {type === "completed" ? <TextField control={control} name="reviewText" label="Your review" multiline /> : null}
                {type === "completed" || type === "ongoing" ? (
                  <FormField
                    control={control}
                    name="wouldVouch"
                    render={({ field }) => (
                      <FormItem className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
                        <FormLabel className="font-semibold">I would vowch for this provider</FormLabel>
                        <FormControl>
                          <Switch checked={field.value} onCheckedChange={field.onChange} />
                        </FormControl>
                      </FormItem>
                    )}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">They'll be added to your providers and linked to the project.</p>
                )}
              </>
            ) : null}


            <DialogFooter className={STICKY_FOOTER}>
              <Button type="button" variant="outline" disabled={step === 1} onClick={() => setStep((s) => Math.max(1, s - 1))}>
                Back
              </Button>
              {step < 3 ? (
                // Distinct keys: React must not turn this very button into the submit button while
                // its click is still being dispatched (the browser would then submit the form).
                <Button key="next" type="button" disabled={step === 1 && !canLeaveStep1} onClick={() => setStep((s) => s + 1)}>
                  Next
                </Button>
              ) : (
                <Button key="submit" type="submit" disabled={addExperience.isPending}>
                  {addExperience.isPending ? <Spinner /> : null}
                  Add Provider
                </Button>
              )}
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
