// New/Edit Project dialog (the spec's screens and validation rules): the same zod schema as the server; the category and
// status lists switch with one-time/recurring; empty optional values are sent as absent.
import { DATE_RANGE } from "@common/dates";
import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  COST_KIND_LABELS,
  COST_KINDS,
  DAY_NAMES,
  FREQUENCY_LABELS,
  LIMITS,
  ONE_TIME_PROJECT_CATEGORIES,
  ONE_TIME_PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  RECURRING_FREQUENCIES,
  RECURRING_PROJECT_CATEGORIES,
  RECURRING_PROJECT_STATUSES,
  type ProjectType,
} from "@common/constants";
import { PROJECT_VISIBILITY_CHOICES, PROJECT_VISIBILITY_LABELS } from "@common/privacy";
import { projectFormSchema, type Project, type ProjectForm } from "@common/schemas/projects";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { InputField, SelectField, TextareaField } from "@/components/form/fields";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useCreateProject, useUpdateProject } from "./api/projects";

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
  const editing = !!project;
  const create = useCreateProject(errorToast("Failed to create project. Please try again."));
  const update = useUpdateProject(errorToast("Failed to update project. Please try again."));
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
            toast({ title: "Success", description: "Project updated successfully!" });
            onOpenChange(false);
          },
        },
      );
    } else {
      createOnce.submit(values, {
        onSuccess: () => {
          toast({ title: "Success", description: "Project created successfully!" });
          onOpenChange(false);
        },
      });
    }
  }

  const pending = create.isPending || update.isPending;
  const text = (name: keyof ProjectFormValues, label: string, props: Omit<React.ComponentProps<"input">, "name"> = {}) => (
    <InputField control={form.control} name={name} label={label} {...props} />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Project" : "New Project"}</DialogTitle>
          <DialogDescription>
            {editing ? "Update your project details." : "Plan a one-time job or a recurring service."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold">Project type</legend>
              <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Project type">
                {(["one_time", "recurring"] as const).map((type) => (
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
                    {type === "one_time" ? "One-time" : "Recurring"}
                  </button>
                ))}
              </div>
            </fieldset>
            {text("title", "Title", {
              maxLength: LIMITS.titleMax + 1,
              placeholder: recurring ? "e.g. Weekly lawn care" : "e.g. Kitchen remodel",
            })}
            <TextareaField control={form.control} name="description" label="Description" rows={3} />
            <SelectField control={form.control} name="category" label="Category">
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <SelectField control={form.control} name="status" label="Status">
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {PROJECT_STATUS_LABELS[s as keyof typeof PROJECT_STATUS_LABELS]}
                </option>
              ))}
            </SelectField>
            {text("budget", recurring ? "Total budget" : "Budget", { type: "number", min: 0, step: 0.01, inputMode: "decimal" })}
            {recurring ? (
              <>
                {text("recurringBudget", "Budget per service", { type: "number", min: 0, step: 0.01, inputMode: "decimal" })}
                <SelectField control={form.control} name="recurringFrequency" label="Frequency">
                  <option value="">Select a frequency</option>
                  {RECURRING_FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {FREQUENCY_LABELS[f]}
                    </option>
                  ))}
                </SelectField>
                <div className="grid grid-cols-2 gap-3">
                  <SelectField control={form.control} name="recurringDayOfWeek" label="Day of week">
                    <option value="">Any day</option>
                    {DAY_NAMES.map((d, i) => (
                      <option key={d} value={String(i)}>
                        {d}
                      </option>
                    ))}
                  </SelectField>
                  {text("recurringDayOfMonth", "Day of month", {
                    type: "number",
                    min: LIMITS.dayOfMonthMin,
                    max: LIMITS.dayOfMonthMax,
                    step: 1,
                    inputMode: "numeric",
                  })}
                </div>
                {text("nextServiceDate", "Next service date", { type: "date" })}
              </>
            ) : null}
            <div className="grid grid-cols-2 gap-3">
              {text("startDate", "Start date", { type: "date", min: DATE_RANGE.min, max: DATE_RANGE.max })}
              {text("endDate", "End date", { type: "date" })}
            </div>
            {recurring ? <TextareaField control={form.control} name="recurringNotes" label="Service notes" rows={2} /> : null}
            <SelectField control={form.control} name="costKind" label="Kind of cost">
              <option value="">Not said</option>
              {COST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {COST_KIND_LABELS[k]}
                </option>
              ))}
            </SelectField>
            <SelectField control={form.control} name="visibility" label="Who sees this project">
              {PROJECT_VISIBILITY_CHOICES.map((v) => (
                <option key={v} value={v}>
                  {PROJECT_VISIBILITY_LABELS[v]}
                </option>
              ))}
            </SelectField>
            <DialogFormFooter
              submitLabel={editing ? "Save Changes" : "Create Project"}
              pending={pending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
