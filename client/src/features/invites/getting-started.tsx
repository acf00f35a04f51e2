// A new member with nobody on Vowch among their contacts: three first steps beside Home's and
// Friends' empty texts. Each is done once the account did it (GET /api/getting-started).
import { useTranslation } from "@/lib/use-translation";
import { Link } from "wouter";
import { CheckCircle2, Circle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useGettingStarted } from "./api/invites";
import { InviteButton } from "./invite-button";

function Step({ done, title, children }: { done: boolean; title: string; children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-3">
      <Icon className={`mt-0.5 size-5 shrink-0 ${done ? "text-success" : "text-muted-foreground"}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className={`font-semibold ${done ? "text-muted-foreground line-through" : ""}`}>
          {title}
          <span className="sr-only"> {done ? t("invites.steps.done") : t("invites.steps.toDo")}</span>
        </p>
        {done ? null : <div className="mt-2">{children}</div>}
      </div>
    </li>
  );
}

export function GettingStarted({ headingId }: { headingId: string }) {
  const { t } = useTranslation("auth");
  const steps = useGettingStarted();
  const s = steps.data;
  if (!s || s.hasContactsOnVowch) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <h2 id={headingId} className="text-subtitle font-bold">
        {t("invites.gettingStarted.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("invites.gettingStarted.lead")}</p>
      <ol className="mt-3 grid gap-4">
        <Step done={s.importedContacts} title={t("invites.gettingStarted.import")}>
          <Button asChild variant="outline" className="h-11">
            <Link href={paths.addressBook}>{t("invites.gettingStarted.yourContacts")}</Link>
          </Button>
        </Step>
        <Step done={s.createdInvite} title={t("invites.gettingStarted.invite")}>
          <InviteButton variant="outline" className="h-11">
            {t("invites.inviteKnown")}
          </InviteButton>
        </Step>
        <Step done={s.sharedRequest} title={t("invites.gettingStarted.share")}>
          <p className="mb-2 text-sm text-muted-foreground">{t("invites.gettingStarted.shareText")}</p>
          <Button asChild variant="outline" className="h-11">
            <Link href={paths.requests}>{t("invites.gettingStarted.yourRequests")}</Link>
          </Button>
        </Step>
      </ol>
    </section>
  );
}
