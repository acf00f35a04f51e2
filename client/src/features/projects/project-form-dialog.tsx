// New/Edit Project dialog (the spec's screens and validation rules): the same zod schema as the server; the category and
// status lists switch with one-time/recurring; empty optional values are sent as absent.
import { DATE_RANGE } from "@common/dates";
import { useEffect } from "react";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  COST_KINDS,
  LIMITS,
  ONE_TIME_PROJECT_CATEGORIES,
  ONE_TIME_PROJECT_STATUSES,
  PROJECT_TYPES,
  RECURRING_FREQUENCIES,
  RECURRING_PROJECT_CATEGORIES,
  RECURRING_PROJECT_STATUSES,
  type ProjectType,
} from "@common/constants";
import { PROJECT_VISIBILITY_CHOICES } from "@common/privacy";
import { projectFormSchema, type Project, type ProjectForm } from "@common/schemas/projects";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { InputField, MoneyField, SelectField, TextareaField } from "@/components/form/fields";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useCreateProject, useUpdateProject } from "./api/projects";
import { categoryLabel } from "@/lib/category-label";
import { projectStatusLabel } from "@/components/shared/status-badges";

/** Sunday..Saturday (0-6) in the page's language. */
const dayNames = (language: string) => {
  const format = new Intl.DateTimeFormat(language, { weekday: "long" });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2023, 0, 1 + day)));
};

export interface ProjectFormValues {
  title: string;
  description: string;
  category: string;
  status: string;
  projectType: ProjectType;
  budget: string;
  startDate: string;
  endDate: string;
  recurringFrequency: string;
  recurringDayOfWeek: string;
  recurringDayOfMonth: string;
  nextServiceDate: string;
  recurringBudget: string;
  recurringNotes: string;
  /** Who sees the project: "default" follows the owner's privacy setting. */
  visibility: string;
  /** What the money went on (repair, improvement, upkeep); blank: not said. */
  costKind: string;
}

function emptyProjectValues(): ProjectFormValues {
  return {
    title: "",
    description: "",
    category: "",
    status: "planning",
    projectType: "one_time",
    budget: "",
    startDate: "",
    endDate: "",
    recurringFrequency: "",
    recurringDayOfWeek: "",
    recurringDayOfMonth: "",
    nextServiceDate: "",
    recurringBudget: "",
    recurringNotes: "",
    visibility: "default",
    costKind: "",
  };
}

export function projectToValues(p: Project): ProjectFormValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    title: p.title,
    description: s(p.description),
    category: s(p.category),
    status: p.status,
    projectType: p.projectType,
    budget: s(p.budget),
    startDate: s(p.startDate),
    endDate: s(p.endDate),
    recurringFrequency: s(p.recurringFrequency),
    recurringDayOfWeek: s(p.recurringDayOfWeek),
    recurringDayOfMonth: s(p.recurringDayOfMonth),
    nextServiceDate: s(p.nextServiceDate),
    recurringBudget: s(p.recurringBudget),
    recurringNotes: s(p.recurringNotes),
    visibility: p.visibility ?? "default",
    costKind: s(p.costKind),
  };
}

export interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this project; creating when absent. */
  project?: Project;
}

export function ProjectFormDialog({ open, onOpenChange, project }: ProjectFormDialogProps) {
  const { t, i18n } = useTranslation("projects");
  const editing = !!project;
  const create = useCreateProject(errorToast(() => i18next.t("projects:form.createFailed")));
  const update = useUpdateProject(errorToast(() => i18next.t("projects:form.updateFailed")));
  const createOnce = useSubmitOnce(create);
  const form = useForm<ProjectFormValues, unknown, ProjectForm>({
    resolver: zodResolver(projectFormSchema) as unknown as Resolver<ProjectFormValues, unknown, ProjectForm>,
    defaultValues: project ? projectToValues(project) : emptyProjectValues(),
  });

  useEffect(() => {
    if (open) form.reset(project ? projectToValues(project) : emptyProjectValues());
  }, [open, project, form]);

  const projectType = useWatch({ control: form.control, name: "projectType" });
  const recurring = projectType === "recurring";
  const categories: readonly string[] = recurring ? RECURRING_PROJECT_CATEGORIES : ONE_TIME_PROJECT_CATEGORIES;
  const statuses: readonly string[] = recurring ? RECURRING_PROJECT_STATUSES : ONE_TIME_PROJECT_STATUSES;

  function switchType(next: ProjectType) {
    form.setValue("projectType", next);
    // The spec's states: choosing recurring switches both lists; keep values only when still offered.
    const nextCategories: readonly string[] = next === "recurring" ? RECURRING_PROJECT_CATEGORIES : ONE_TIME_PROJECT_CATEGORIES;
    const nextStatuses: readonly string[] = next === "recurring" ? RECURRING_PROJECT_STATUSES : ONE_TIME_PROJECT_STATUSES;
    if (!nextCategories.includes(form.getValues("category"))) form.setValue("category", "");
    if (!nextStatuses.includes(form.getValues("status"))) form.setValue("status", "planning");
  }

  function onSubmit(values: ProjectForm) {
    if (project) {
      update.mutate(
        { id: project.id, values },
        {
          onSuccess: () => {
            toast({ title: t("toast.success"), description: t("form.updated") });
            onOpenChange(false);
          },
        },
      );
    } else {
      createOnce.submit(values, {
        onSuccess: () => {
          toast({ title: t("toast.success"), description: t("form.created") });
          onOpenChange(false);
        },
      });
    }
  }

  const pending = create.isPending || update.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? t("form.editTitle") : t("form.newTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("form.editText") : t("form.newText")}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold">{t("form.type")}</legend>
              <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t("form.type")}>
                {PROJECT_TYPES.map((type) => (
                  <button
                    key={type}
                    type="button"
                    role="radio"
                    aria-checked={projectType === type}
                    onClick={() => switchType(type)}
                    className={
                      "h-11 rounded-xl border text-sm font-semibold transition-colors " +
                      (projectType === type
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-card text-foreground")
                    }
                  >
                    {type === "one_time" ? t("form.oneTime") : t("form.recurring")}
                  </button>
                ))}
              </div>
            </fieldset>
            <InputField
              control={form.control}
              name="title"
              label={t("form.title")}
              maxLength={LIMITS.titleMax + 1}
              placeholder={recurring ? t("form.titleRecurring") : t("form.titleOneTime")}
            />
            <TextareaField control={form.control} name="description" label={t("form.description")} rows={3} />
            <SelectField control={form.control} name="category" label={t("form.category")}>
              <option value="">{t("form.selectCategory")}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {categoryLabel(c)}
                </option>
              ))}
            </SelectField>
            <SelectField control={form.control} name="status" label={t("form.status")}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {projectStatusLabel(s)}
                </option>
              ))}
            </SelectField>
            <MoneyField control={form.control} name="budget" label={recurring ? t("form.totalBudget") : t("form.budget")} />
            {recurring ? (
              <>
                <MoneyField control={form.control} name="recurringBudget" label={t("form.budgetPerService")} />
                <SelectField control={form.control} name="recurringFrequency" label={t("form.frequency")}>
                  <option value="">{t("form.selectFrequency")}</option>
                  {RECURRING_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {t(`frequency.${f}`)}
                    </option>
                  ))}
                </SelectField>
                <div className="grid grid-cols-2 gap-3">
                  <SelectField control={form.control} name="recurringDayOfWeek" label={t("form.dayOfWeek")}>
                    <option value="">{t("form.anyDay")}</option>
                    {dayNames(i18n.language).map((d, i) => (
                      <option key={d} value={String(i)}>
                        {d}
                      </option>
                    ))}
                  </SelectField>
                  <InputField
                    control={form.control}
                    name="recurringDayOfMonth"
                    label={t("form.dayOfMonth")}
                    type="number"
                    min={LIMITS.dayOfMonthMin}
                    max={LIMITS.dayOfMonthMax}
                    step={1}
                    inputMode="numeric"
                  />
                </div>
                <InputField control={form.control} name="nextServiceDate" label={t("form.nextServiceDate")} type="date" />
              </>
            ) : null}
            <div className="grid grid-cols-2 gap-3">
              <InputField
                control={form.control}
                name="startDate"
                label={t("form.startDate")}
                type="date"
                min={DATE_RANGE.min}
                max={DATE_RANGE.max}
              />
              <InputField control={form.control} name="endDate" label={t("form.endDate")} type="date" />
            </div>
            {recurring ? (
              <TextareaField control={form.control} name="recurringNotes" label={t("form.serviceNotes")} rows={2} />
            ) : null}
            <SelectField control={form.control} name="costKind" label={t("form.costKind")}>
              <option value="">{t("form.notSaid")}</option>
              {COST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`costKind.${k}`)}
                </option>
              ))}
            </SelectField>
            <SelectField control={form.control} name="visibility" label={t("form.visibility")}>
              {PROJECT_VISIBILITY_CHOICES.map((v) => (
                <option key={v} value={v}>
                  {t(`visibility.${v}`)}
                </option>
              ))}
            </SelectField>
            <DialogFormFooter
              submitLabel={editing ? t("form.save") : t("form.create")}
              pending={pending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
