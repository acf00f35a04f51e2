// "Add to project" and "Request a quote" from a provider's detail (and a friend's project entry):
// "Add to project" puts the provider on one of my projects — or a new one — as contacted;
// "Request a quote" drafts an e-mail or SMS with the project's title, description, the address
// line I choose to share and the timeline, and logs the provider as contacted unless its link is
// already further along. Loaded lazily (start-work-actions.tsx).
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Mail, MessageSquare } from "lucide-react";
import { useLocation } from "wouter";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { LIMITS } from "@common/constants";
import type { ProjectListItem } from "@common/schemas/projects";
import { NEW_PROJECT_CHOICE, startWorkFormSchema, type StartWorkForm, type StartWorkFormInput } from "@common/schemas/start-work";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { InputField, SelectField, TextareaField } from "@/components/form/fields";
import { PendingButton } from "@/components/form/pending-button";
import { newIdempotencyKey } from "@/components/form/use-submit-once";
import { useAuth } from "@/features/auth/api/auth";
import { useAttachProvider } from "@/features/projects/api/project-providers";
import { useCreateProject, useProjects } from "@/features/projects/api/projects";
import { toast } from "@/hooks/use-toast";
import { fullName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { errorToast } from "@/lib/query-client";
import { serverMessage } from "@/lib/api-client";
import { copyText } from "@/lib/share";
import { useLogQuoteRequest } from "./api/quotes";
import {
  quoteRequestMailto,
  quoteRequestSms,
  quoteRequestText,
  timelineFromDates,
  type QuoteDraftInput,
} from "./quote-request-draft";

export type StartWorkMode = "add" | "quote";

export interface StartWorkProvider {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

interface Props {
  mode: StartWorkMode;
  provider: StartWorkProvider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: StartWorkFormInput = { projectId: "", title: "", description: "", timeline: "", shareAddress: false, address: "" };
/** Projects still to be worked on come first in the picker. */
const OPEN_FIRST = ["planning", "in_progress", "active", "on_hold", "paused", "completed"];

function sortForPicker(projects: ProjectListItem[]) {
  return [...projects].sort((a, b) => OPEN_FIRST.indexOf(a.status) - OPEN_FIRST.indexOf(b.status));
}

const ADD_FAILED = "projects:start.addFailed";
const LOG_FAILED = "projects:start.logFailed";

export function StartWorkDialog({ mode, provider, open, onOpenChange }: Props) {
  const { t } = useTranslation("projects");
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const projects = useProjects({ enabled: open });
  // A failure names the step under way (adding, or logging a request); a new project's create shares it.
  const fallback = useRef<typeof ADD_FAILED | typeof LOG_FAILED>(ADD_FAILED);
  const failed = errorToast((err) => serverMessage(err, i18next.t(fallback.current)));
  const create = useCreateProject(failed);
  const attach = useAttachProvider(failed);
  const log = useLogQuoteRequest(failed);
  // One submit at a time (a second tap while the first runs is ignored); each submit's creates carry its key.
  const submitting = useRef(false);
  const form = useForm<StartWorkFormInput, unknown, StartWorkForm>({
    resolver: zodResolver(startWorkFormSchema),
    defaultValues: EMPTY,
  });
  const values = form.watch();

  const choices = useMemo(() => sortForPicker(projects.data ?? []), [projects.data]);
  const { setValue, getValues, getFieldState } = form;

  // The first open project once the list arrives; "New project" when there is none.
  useEffect(() => {
    if (!open || getValues("projectId") || !projects.data) return;
    setValue("projectId", choices[0]?.id ?? NEW_PROJECT_CHOICE);
  }, [open, projects.data, choices, getValues, setValue]);
  useEffect(() => {
    if (open && !getValues("address")) setValue("address", user?.homeAddress ?? "");
  }, [open, user?.homeAddress, getValues, setValue]);

  const chosen = choices.find((p) => p.id === values.projectId) ?? null;
  const isNew = values.projectId === NEW_PROJECT_CHOICE;
  // The timeline follows the chosen project's dates until the user writes their own.
  useEffect(() => {
    if (!getFieldState("timeline").isDirty)
      setValue("timeline", chosen ? timelineFromDates(chosen.startDate, chosen.endDate) : "");
  }, [chosen, getFieldState, setValue]);

  const draft: QuoteDraftInput = {
    providerName: provider.name,
    senderName: fullName(user) || "",
    project: isNew
      ? { title: values.title.trim(), description: values.description.trim() || null }
      : { title: chosen?.title ?? "", description: chosen?.description ?? null },
    address: values.shareAddress ? values.address : "",
    timeline: values.timeline,
  };
  const ready = startWorkFormSchema.safeParse(values).success && (isNew || !!chosen);

  function close() {
    onOpenChange(false);
    // The address choice stays for the next time; the project, title and timeline start over.
    form.reset({ ...getValues(), projectId: "", title: "", description: "", timeline: "" });
  }

  /** The chosen project's id, creating the new one first. */
  async function targetProject({ title, description }: Pick<StartWorkForm, "title" | "description">, idempotencyKey: string) {
    if (!isNew) return { id: chosen!.id, title: chosen!.title };
    const made = await create.mutateAsync({ title, description: description || undefined, idempotencyKey });
    return { id: made.id, title: made.title };
  }

  async function addToProject(submitted: StartWorkForm) {
    if (submitting.current) return;
    submitting.current = true;
    fallback.current = ADD_FAILED;
    const idempotencyKey = newIdempotencyKey();
    try {
      const target = await targetProject(submitted, idempotencyKey);
      await attach.mutateAsync({ projectId: target.id, providerId: provider.id, idempotencyKey });
      toast({ title: t("start.added"), description: `${provider.name} · ${target.title}` });
      close();
      navigate(paths.project(target.id));
    } catch {
      // The mutation's failure toast is already on screen.
    } finally {
      submitting.current = false;
    }
  }

  /** Runs as the draft opens (the link's own navigation is left alone). */
  function logRequest() {
    if (submitting.current) return;
    submitting.current = true;
    fallback.current = LOG_FAILED;
    const idempotencyKey = newIdempotencyKey();
    void (async () => {
      try {
        const target = await targetProject(startWorkFormSchema.parse(getValues()), idempotencyKey);
        const result = await log.mutateAsync({ projectId: target.id, providerId: provider.id });
        toast({
          title: result.logged ? t("start.logged") : t("start.requested"),
          description: `${provider.name} · ${target.title}`,
        });
        close();
      } catch {
        // The mutation's failure toast is already on screen.
      } finally {
        submitting.current = false;
      }
    })();
  }

  async function copyDraft() {
    const { subject, body } = quoteRequestText(draft);
    if (await copyText(`${subject}\n\n${body}`)) logRequest();
    else toast({ title: t("start.error"), description: t("start.copyFailed"), variant: "destructive" });
  }

  const busy = create.isPending || attach.isPending || log.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === "add" ? t("start.addToProject") : t("start.requestQuote")}</DialogTitle>
          <DialogDescription>
            {mode === "add" ? t("start.addText", { name: provider.name }) : t("start.quoteText", { name: provider.name })}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={form.handleSubmit(addToProject)} noValidate>
            <SelectField control={form.control} name="projectId" label={t("start.project")} disabled={projects.isLoading}>
              {projects.isLoading ? <option value="">{t("start.loadingProjects")}</option> : null}
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
              <option value={NEW_PROJECT_CHOICE}>{t("start.newProject")}</option>
            </SelectField>
            {isNew ? (
              <>
                <InputField
                  control={form.control}
                  name="title"
                  label={t("start.projectTitle")}
                  maxLength={LIMITS.titleMax}
                  placeholder={t("start.titlePlaceholder")}
                />
                {mode === "quote" ? (
                  <TextareaField control={form.control} name="description" label={t("start.description")} rows={3} />
                ) : null}
              </>
            ) : null}

            {mode === "quote" ? (
              <>
                <InputField
                  control={form.control}
                  name="timeline"
                  label={t("start.timeline")}
                  placeholder={t("start.flexible")}
                />
                <div className="grid gap-2 rounded-xl border border-border p-3">
                  <FormField
                    control={form.control}
                    name="shareAddress"
                    render={({ field }) => (
                      <FormItem className="flex items-center justify-between gap-3">
                        <FormLabel>{t("start.shareAddress")}</FormLabel>
                        <FormControl>
                          <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                        </FormControl>
                      </FormItem>
                    )}
                  />
                  {values.shareAddress ? (
                    <FormField
                      control={form.control}
                      name="address"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel className="sr-only">{t("start.addressLabel")}</FormLabel>
                          <FormControl>
                            <Input {...field} placeholder={t("start.addressPlaceholder")} />
                          </FormControl>
                        </FormItem>
                      )}
                    />
                  ) : (
                    <p className="text-xs text-muted-foreground">{t("start.noAddress")}</p>
                  )}
                </div>
                <div className="grid gap-2">
                  {provider.email ? (
                    <Button asChild className={!ready || busy ? "pointer-events-none opacity-50" : undefined}>
                      <a href={quoteRequestMailto(provider.email, draft)} aria-disabled={!ready || busy} onClick={logRequest}>
                        <Mail aria-hidden="true" /> {t("start.openEmail")}
                      </a>
                    </Button>
                  ) : null}
                  {provider.phone ? (
                    <Button
                      asChild
                      variant={provider.email ? "outline" : "default"}
                      className={!ready || busy ? "pointer-events-none opacity-50" : undefined}
                    >
                      <a href={quoteRequestSms(provider.phone, draft)} aria-disabled={!ready || busy} onClick={logRequest}>
                        <MessageSquare aria-hidden="true" /> {t("start.openSms")}
                      </a>
                    </Button>
                  ) : null}
                  {!provider.email && !provider.phone ? (
                    <>
                      <p className="text-sm text-muted-foreground">{t("start.noContact", { name: provider.name })}</p>
                      <Button type="button" disabled={!ready || busy} onClick={() => void copyDraft()}>
                        <Copy aria-hidden="true" /> {t("start.copy")}
                      </Button>
                    </>
                  ) : null}
                </div>
              </>
            ) : (
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  {t("start.cancel")}
                </Button>
                <PendingButton pending={busy} disabled={!ready}>
                  {t("start.addToProject")}
                </PendingButton>
              </DialogFooter>
            )}
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
