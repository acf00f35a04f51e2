// Wizard step 2: how the user knows the provider, and the fields of that experience type.
import type { Control } from "react-hook-form";
import { EXPERIENCE_FREQUENCIES, EXPERIENCE_PROJECT_CATEGORIES, type ExperienceType } from "@common/constants";
import type { ExperienceInput } from "@common/schemas/providers";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { TextField } from "./text-field";
import { NumberSelect, OptionSelect } from "./option-select";
import { useTranslation } from "@/lib/use-translation";
import { TYPE_OPTIONS } from "./steps";
import { categoryLabel } from "@/lib/category-label";

/** The week's days by JavaScript day number (Sunday first); their names are providers:wizard.weekday.<day>. */
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

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
  const { t } = useTranslation("providers");
  return (
    <>
      <FormField
        control={control}
        name="experienceType"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("wizard.experience.how")}</FormLabel>
            <FormControl>
              <RadioGroup value={field.value} onValueChange={field.onChange} className="gap-2">
                {TYPE_OPTIONS.map((value) => (
                  <Label
                    key={value}
                    htmlFor={`type-${value}`}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[[data-state=checked]]:border-primary"
                  >
                    <RadioGroupItem id={`type-${value}`} value={value} className="mt-0.5" />
                    <span className="grid gap-0.5">
                      <span className="font-semibold">{t(`wizard.types.${value}.label`)}</span>
                      <span className="text-caption font-normal text-muted-foreground">{t(`wizard.types.${value}.hint`)}</span>
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
          <TextField control={control} name="projectTitle" label={t("wizard.experience.projectTitle")} />
          <OptionSelect
            control={control}
            name="projectCategory"
            label={t("wizard.experience.projectCategory")}
            placeholder={t("wizard.experience.selectProjectCategory")}
            options={EXPERIENCE_PROJECT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
          />
          <TextField control={control} name="projectDescription" label={t("wizard.experience.projectDescription")} multiline />
          <TextField
            control={control}
            name="projectBudget"
            label={t("wizard.experience.budget")}
            inputMode="decimal"
            hint={t("wizard.experience.inUsd")}
          />
        </>
      ) : null}
      {type === "completed" ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField control={control} name="projectStartDate" label={t("wizard.experience.startDate")} type="date" />
            <TextField control={control} name="projectEndDate" label={t("wizard.experience.endDate")} type="date" />
          </div>
          <TextField control={control} name="finalAmount" label={t("wizard.experience.finalAmount")} inputMode="decimal" />
        </>
      ) : null}
      {type === "existing" ? (
        <OptionSelect
          control={control}
          name="existingProjectId"
          label={t("wizard.experience.project")}
          placeholder={
            projectsLoading
              ? t("wizard.experience.loadingProjects")
              : ownProjects.length
                ? t("wizard.experience.selectProject")
                : t("wizard.experience.noProjects")
          }
          options={ownProjects.map((p) => ({ value: p.id, label: p.title }))}
        />
      ) : null}
      {type === "future" || type === "existing" ? (
        <>
          <TextField control={control} name="quoteAmount" label={t("wizard.experience.quoteAmount")} inputMode="decimal" />
          <TextField control={control} name="quoteNotes" label={t("wizard.experience.quoteNotes")} multiline />
        </>
      ) : null}
      {type === "ongoing" ? (
        <>
          <TextField
            control={control}
            name="projectTitle"
            label={t("wizard.experience.serviceName")}
            hint={t("wizard.experience.serviceNameHint")}
          />
          <OptionSelect
            control={control}
            name="recurringFrequency"
            label={t("wizard.experience.howOften")}
            placeholder={t("wizard.experience.selectFrequency")}
            options={EXPERIENCE_FREQUENCIES.map((f) => ({ value: f, label: t(`wizard.frequency.${f}`) }))}
          />
          {frequency === "weekly" ? (
            <NumberSelect
              control={control}
              name="recurringDayOfWeek"
              label={t("wizard.experience.dayOfWeek")}
              options={WEEKDAYS.map((d, i) => ({ value: i, label: t(`wizard.weekday.${d}`) }))}
            />
          ) : null}
          {frequency === "monthly" || frequency === "quarterly" ? (
            <NumberSelect
              control={control}
              name="recurringDayOfMonth"
              label={t("wizard.experience.dayOfMonth")}
              options={Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
            />
          ) : null}
          <TextField control={control} name="nextServiceDate" label={t("wizard.experience.nextServiceDate")} type="date" />
          <TextField control={control} name="projectBudget" label={t("wizard.experience.costPerService")} inputMode="decimal" />
          <TextField
            control={control}
            name="relationshipDuration"
            label={t("wizard.experience.howLong")}
            hint={t("wizard.experience.howLongHint")}
          />
        </>
      ) : null}
    </>
  );
}
