// Wizard step 2: how the user knows the provider, and the fields of that experience type.
import type { Control } from "react-hook-form";
import {
  DAY_NAMES,
  EXPERIENCE_FREQUENCIES,
  EXPERIENCE_PROJECT_CATEGORIES,
  FREQUENCY_LABELS,
  type ExperienceType,
} from "@common/constants";
import type { ExperienceInput } from "@common/schemas/providers";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { TextField } from "./text-field";
import { NumberSelect, OptionSelect } from "./option-select";
import { TYPE_OPTIONS } from "./steps";

export function ExperienceStep({
  control,
  type,
  frequency,
  projectsLoading,
  ownProjects,
}: {
  control: Control<ExperienceInput>;
  type: ExperienceType;
  frequency: string | undefined;
  projectsLoading: boolean;
  ownProjects: { id: string; title: string }[];
}) {
  return (
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
          placeholder={projectsLoading ? "Loading projects..." : ownProjects.length ? "Select a project" : "No projects yet"}
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
            <NumberSelect
              control={control}
              name="recurringDayOfWeek"
              label="Day of week"
              options={DAY_NAMES.map((d, i) => ({ value: i, label: d }))}
            />
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
  );
}
