// Issue 13 part 5, "Start the work from a provider": from provider detail (and a friend's project
// entry) "Add to project" puts the provider on one of my projects — or a new one — as contacted;
// "Request a quote" drafts an e-mail or SMS with the project's title, description, the address
// line I choose to share and the timeline, and logs the provider as contacted unless its link is
// already further along. Loaded lazily (start-work-actions.tsx).
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Copy, Mail, MessageSquare } from "lucide-react";
import { useLocation } from "wouter";
import type { ProjectListItem } from "@common/schemas/projects";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "@/components/form/native-select";
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

const NEW_PROJECT = "new";
/** Projects still to be worked on come first in the picker. */
const OPEN_FIRST = ["planning", "in_progress", "active", "on_hold", "paused", "completed"];

function sortForPicker(projects: ProjectListItem[]) {
  return [...projects].sort((a, b) => OPEN_FIRST.indexOf(a.status) - OPEN_FIRST.indexOf(b.status));
}

const ADD_FAILED = "Failed to add provider. Please try again.";
const LOG_FAILED = "Failed to log the request. Please try again.";

export function StartWorkDialog({ mode, provider, open, onOpenChange }: Props) {
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const projects = useProjects({ enabled: open });
  // A failure names the step under way (adding, or logging a request); a new project's create shares it.
  const fallback = useRef(ADD_FAILED);
  const failed = errorToast((err) => serverMessage(err, fallback.current));
  const create = useCreateProject(failed);
  const attach = useAttachProvider(failed);
  const log = useLogQuoteRequest(failed);
  const ids = { project: useId(), title: useId(), description: useId(), share: useId(), address: useId(), timeline: useId() };

  const choices = useMemo(() => sortForPicker(projects.data ?? []), [projects.data]);
  const [projectId, setProjectId] = useState<string>("");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [shareAddress, setShareAddress] = useState(false);
  const [address, setAddress] = useState("");
  const [timeline, setTimeline] = useState("");
  const [timelineTouched, setTimelineTouched] = useState(false);

  // The first open project once the list arrives; "New project" when there is none.
  useEffect(() => {
    if (!open || projectId || !projects.data) return;
    setProjectId(choices[0]?.id ?? NEW_PROJECT);
  }, [open, projectId, projects.data, choices]);
  useEffect(() => {
    if (open) setAddress((a) => a || user?.homeAddress || "");
  }, [open, user?.homeAddress]);

  const chosen = choices.find((p) => p.id === projectId) ?? null;
  const isNew = projectId === NEW_PROJECT;
  useEffect(() => {
    if (!timelineTouched) setTimeline(chosen ? timelineFromDates(chosen.startDate, chosen.endDate) : "");
  }, [chosen, timelineTouched]);

  const draft: QuoteDraftInput = {
    providerName: provider.name,
    senderName: fullName(user) || "",
    project: isNew
      ? { title: title.trim(), description: description.trim() || null }
      : { title: chosen?.title ?? "", description: chosen?.description ?? null },
    address: shareAddress ? address : "",
    timeline,
  };
  const ready = isNew ? title.trim().length > 0 : !!chosen;

  function close() {
    onOpenChange(false);
    setProjectId("");
    setTitle("");
    setDescription("");
    setTimelineTouched(false);
  }

  /** The chosen project's id, creating the new one first. */
  async function targetProject(): Promise<{ id: string; title: string }> {
    if (!isNew) return { id: chosen!.id, title: chosen!.title };
    const made = await create.mutateAsync({ title: title.trim(), description: description.trim() || undefined });
    return { id: made.id, title: made.title };
  }

  async function addToProject(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    fallback.current = ADD_FAILED;
    try {
      const target = await targetProject();
      await attach.mutateAsync({ projectId: target.id, providerId: provider.id });
      toast({ title: "Added to project", description: `${provider.name} · ${target.title}` });
      close();
      navigate(paths.project(target.id));
    } catch {
      // The mutation's failure toast is already on screen.
    }
  }

  /** Runs as the draft opens (the link's own navigation is left alone). */
  function logRequest() {
    fallback.current = LOG_FAILED;
    void (async () => {
      try {
        const target = await targetProject();
        const result = await log.mutateAsync({ projectId: target.id, providerId: provider.id });
        toast({
          title: result.logged ? "Logged as contacted" : "Quote requested",
          description: `${provider.name} · ${target.title}`,
        });
        close();
      } catch {
        // The mutation's failure toast is already on screen.
      }
    })();
  }

  async function copyDraft() {
    const { subject, body } = quoteRequestText(draft);
    if (await copyText(`${subject}\n\n${body}`)) logRequest();
    else toast({ title: "Error", description: "Could not copy the message.", variant: "destructive" });
  }

  const busy = create.isPending || attach.isPending || log.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === "add" ? "Add to project" : "Request a quote"}</DialogTitle>
          <DialogDescription>
            {mode === "add"
              ? `${provider.name} joins the project as Contacted.`
              : `A message to ${provider.name} about your project. Opening the draft logs them as Contacted, unless they are further along.`}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={addToProject}>
          <div className="grid gap-2">
            <Label htmlFor={ids.project}>Project</Label>
            <NativeSelect
              id={ids.project}
              value={projectId}
              onChange={(e) => setProjectId(e.target.value)}
              disabled={projects.isLoading}
            >
              {projects.isLoading ? <option value="">Loading your projects...</option> : null}
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
              <option value={NEW_PROJECT}>+ New project</option>
            </NativeSelect>
          </div>
          {isNew ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor={ids.title}>Project title</Label>
                <Input
                  id={ids.title}
                  value={title}
                  maxLength={255}
                  onChange={(e) => setTitle(e.target.value)}
                  placeholder="e.g. Backyard fence"
                />
              </div>
              {mode === "quote" ? (
                <div className="grid gap-2">
                  <Label htmlFor={ids.description}>Description</Label>
                  <Textarea id={ids.description} value={description} rows={3} onChange={(e) => setDescription(e.target.value)} />
                </div>
              ) : null}
            </>
          ) : null}

          {mode === "quote" ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor={ids.timeline}>Timeline</Label>
                <Input
                  id={ids.timeline}
                  value={timeline}
                  placeholder="Flexible"
                  onChange={(e) => {
                    setTimelineTouched(true);
                    setTimeline(e.target.value);
                  }}
                />
              </div>
              <div className="grid gap-2 rounded-xl border border-border p-3">
                <div className="flex items-center justify-between gap-3">
                  <Label htmlFor={ids.share}>Share an address</Label>
                  <Switch id={ids.share} checked={shareAddress} onCheckedChange={setShareAddress} />
                </div>
                {shareAddress ? (
                  <>
                    <Label htmlFor={ids.address} className="sr-only">
                      Address line to share
                    </Label>
                    <Input
                      id={ids.address}
                      value={address}
                      onChange={(e) => setAddress(e.target.value)}
                      placeholder="Street, or just the neighbourhood"
                    />
                  </>
                ) : (
                  <p className="text-xs text-muted-foreground">No address goes into the message.</p>
                )}
              </div>
              <div className="grid gap-2">
                {provider.email ? (
                  <Button asChild className={!ready || busy ? "pointer-events-none opacity-50" : undefined}>
                    <a href={quoteRequestMailto(provider.email, draft)} aria-disabled={!ready || busy} onClick={logRequest}>
                      <Mail aria-hidden="true" /> Open e-mail draft
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
                      <MessageSquare aria-hidden="true" /> Open text message
                    </a>
                  </Button>
                ) : null}
                {!provider.email && !provider.phone ? (
                  <>
                    <p className="text-sm text-muted-foreground">
                      No e-mail or phone is saved for {provider.name}. Copy the message to send it your way.
                    </p>
                    <Button type="button" disabled={!ready || busy} onClick={() => void copyDraft()}>
                      <Copy aria-hidden="true" /> Copy message
                    </Button>
                  </>
                ) : null}
              </div>
            </>
          ) : (
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready || busy}>
                {busy ? "Saving..." : "Add to project"}
              </Button>
            </DialogFooter>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
