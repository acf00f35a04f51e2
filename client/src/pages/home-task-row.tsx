// Home composes an upkeep task's "Coming up" row with the quote-request draft (to whoever did it
// last, from the signed-in user); loaded after Home itself (see home.tsx), so Home's first chunks stay as they are.
import { useTranslation } from "@/lib/use-translation";
import type { TaskComingUp } from "@common/schemas/home-tasks";
import { useAuth } from "@/features/auth/api/auth";
import { useCanChangeHome } from "@/features/household/api/household";
import { TaskComingUpRow, type TaskComingUpRowProps } from "@/features/home-tasks/task-coming-up-row";
import { quoteRequestMailto } from "@/features/quotes/quote-request-draft";
import { fullName } from "@/lib/display-name";

function quoteHref(item: TaskComingUp, senderName: string): string | null {
  const last = item.lastProvider;
  if (!last) return null;
  return quoteRequestMailto(last.email, {
    providerName: last.name,
    senderName,
    project: { title: item.title, description: null },
    address: "",
    timeline: "",
  });
}

export default function HomeTaskRow(props: Omit<TaskComingUpRowProps, "quoteHref" | "canEdit">) {
  const { t } = useTranslation("home");
  const sender = fullName(useAuth().user) || t("tasks.comingUp.anonymousSender");
  const canEdit = useCanChangeHome();
  return <TaskComingUpRow {...props} quoteHref={quoteHref(props.item, sender)} canEdit={canEdit} />;
}
