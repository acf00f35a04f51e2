// The project's status follows its providers as a one-tap suggestion the owner
// confirms ("Mark project In Progress?", "Mark project Completed?"). "Not now" hides that one
// suggestion for this project on this device.
import { useState } from "react";
import { Sparkles } from "lucide-react";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import type { ProjectType } from "@common/constants";
import { projectStatusSuggestion } from "@common/project-status-suggestion";
import { Button } from "@/components/ui/button";
import { useProjectProviders } from "@/features/projects/api/project-providers";
import { toast } from "@/hooks/use-toast";
import { errorToast } from "@/lib/query-client";
import { projectStatusLabel } from "@/components/shared/status-badges";
import { useSetProjectStatus } from "./api/quotes";

const dismissedKey = (projectId: string, target: string) => `vowch:status-suggestion:${projectId}:${target}`;

function wasDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function StatusSuggestion({ project }: { project: { id: string; status: string; projectType: ProjectType } }) {
  const { t } = useTranslation("projects");
  const { data: links } = useProjectProviders(project.id);
  const setStatus = useSetProjectStatus(errorToast(() => i18next.t("projects:suggestion.failed")));
  const [dismissed, setDismissed] = useState<string | null>(null);
  const suggestion = links ? projectStatusSuggestion(project, links) : null;
  if (!suggestion) return null;
  const key = dismissedKey(project.id, suggestion.target);
  const status = projectStatusLabel(suggestion.target);
  if (dismissed === key || wasDismissed(key)) return null;

  function notNow() {
    try {
      localStorage.setItem(key, "1");
    } catch {
      // Private mode: hidden for this visit only.
    }
    setDismissed(key);
  }

  function confirm() {
    setStatus.mutate(
      { projectId: project.id, status: suggestion!.target },
      {
        onSuccess: () => toast({ title: t("suggestion.updated"), description: t("suggestion.marked", { status }) }),
      },
    );
  }

  return (
    <div
      role="note"
      aria-label={t("suggestion.label")}
      className="grid gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-4"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t("suggestion.question", { status })}
      </p>
      <div className="flex gap-2">
        <Button className="flex-1" onClick={confirm} disabled={setStatus.isPending}>
          {t("suggestion.confirm", { status })}
        </Button>
        <Button variant="outline" onClick={notNow}>
          {t("suggestion.notNow")}
        </Button>
      </div>
    </div>
  );
}
