// "Undo" of a rejection, offered in the toast that says a provider was rejected (for the spec's
// 5000 ms) and on the rejected card: the links go back to the status they were rejected from.
import i18next from "i18next";
import { linkStatusLabel } from "@/components/shared/status-badges";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { useUndoReject } from "./api/project-providers";

/** Statuses of a finished job: only the project's owner rejects one, so only the owner undoes it. */
const FINISHED = new Set(["completed", "active"]);

/** Whether the viewer may undo this rejection (the server's rule, so the card offers no refusal). */
export const mayUndoReject = (link: { status: string; rejectedFromStatus?: string | null }, isOwner: boolean) =>
  link.status === "rejected" && (isOwner || !FINISHED.has(link.rejectedFromStatus ?? "contacted"));

/** The toast action that undoes these rejections. */
export function useRejectUndo() {
  const undo = useUndoReject(errorToast(() => i18next.t("projects:undo.failed")));
  const run = (linkIds: string[]) =>
    undo.mutate(linkIds, {
      onSuccess: (restored) =>
        toast({
          title: i18next.t("projects:undo.done", { count: restored.length }),
          description: restored
            .map((l) => i18next.t("projects:undo.backTo", { name: l.provider.name, status: linkStatusLabel(l.status) }))
            .join("; "),
        }),
    });
  return { run, pending: undo.isPending };
}
