// "Who to call": the household's go-to provider per trade with tap-to-call, "Make go-to" for the
// trade's other hired providers, and the household's notes. Owner and members change them; a
// viewer reads. The page and its answer are kept by the service worker, so it reads offline.
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { Phone } from "lucide-react";
import { HOUSEHOLD_NOTES_MAX } from "@common/household";
import type { GoTo } from "@common/schemas/home-items";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useWhoToCall, useWhoToCallChange, whoToCallCalls } from "./api/home-items";
import { categoryLabel } from "@/lib/category-label";
import { telUrl } from "@/lib/share";
import { PhoneText } from "@/components/shared/contact-links";

/** Dials the go-to's number in E.164 (`phoneKey`, as the cards do); a phone without one is plain text. */
function CallLink({ name, phone, phoneKey }: { name: string; phone: string | null; phoneKey: string | null }) {
  const { t } = useTranslation("home");
  if (!phone) return <span className="text-sm text-muted-foreground">{t("whoToCall.noPhone")}</span>;
  if (!phoneKey) return <PhoneText phone={phone} />;
  return (
    <Button asChild variant="outline" className="h-11">
      <a href={telUrl(phoneKey)} aria-label={t("whoToCall.call", { name, phone })}>
        <Phone aria-hidden="true" />
        {phone}
      </a>
    </Button>
  );
}

function GoToCard({ goTo, canEdit }: { goTo: GoTo; canEdit: boolean }) {
  const { t } = useTranslation("home");
  const failed = errorToast((err) => serverMessage(err, i18next.t("home:whoToCall.changeFailed")));
  const pick = useWhoToCallChange(whoToCallCalls.pick, failed);
  const automatic = useWhoToCallChange(whoToCallCalls.automatic, failed);
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-3 shadow-sm">
      <div className="min-w-0">
        <p className="text-caption text-muted-foreground">
          {categoryLabel(goTo.category)} · {goTo.picked ? t("whoToCall.picked") : t("whoToCall.latest")}
        </p>
        <p className="font-semibold wrap-anywhere">{goTo.provider.name}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CallLink name={goTo.provider.name} phone={goTo.provider.phone} phoneKey={goTo.provider.phoneKey} />
        {canEdit && goTo.picked ? (
          <PendingButton
            type="button"
            variant="ghost"
            className="h-11"
            pending={automatic.isPending}
            onClick={() => automatic.mutate(goTo.category)}
          >
            {t("whoToCall.useLatest")}
          </PendingButton>
        ) : null}
      </div>
      {goTo.others.length > 0 ? (
        <ul
          className="grid gap-1 border-t border-border pt-2"
          aria-label={t("whoToCall.others", { trade: categoryLabel(goTo.category) })}
        >
          {goTo.others.map((p) => (
            <li key={p.id} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 wrap-anywhere">{p.name}</span>
              {p.phoneKey ? (
                <a className="min-h-11 content-center text-primary underline" href={telUrl(p.phoneKey)}>
                  {p.phone}
                </a>
              ) : p.phone ? (
                <span className="min-h-11 content-center text-muted-foreground">{p.phone}</span>
              ) : null}
              {canEdit ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-11"
                  disabled={pick.isPending}
                  aria-label={t("whoToCall.makeGoToFor", { name: p.name, trade: categoryLabel(goTo.category) })}
                  onClick={() => pick.mutate({ category: goTo.category, providerId: p.id })}
                >
                  {t("whoToCall.makeGoTo")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function HouseholdNotes({ notes, canEdit }: { notes: string; canEdit: boolean }) {
  const { t } = useTranslation("home");
  const [text, setText] = useState(notes);
  useEffect(() => setText(notes), [notes]);
  const save = useWhoToCallChange(
    whoToCallCalls.notes,
    errorToast((err) => serverMessage(err, i18next.t("home:whoToCall.notesFailed"))),
  );
  return (
    <section aria-labelledby="household-notes" className="grid gap-2">
      <h2 id="household-notes" className="text-subtitle font-bold">
        {t("whoToCall.notesTitle")}
      </h2>
      {canEdit ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(text, { onSuccess: () => toast({ title: t("whoToCall.notesSaved") }) });
          }}
        >
          <label htmlFor="household-notes-text" className="text-sm text-muted-foreground">
            {t("whoToCall.notesLabel")}
          </label>
          <Textarea
            id="household-notes-text"
            rows={5}
            maxLength={HOUSEHOLD_NOTES_MAX}
            value={text}
            placeholder={t("whoToCall.notesPlaceholder")}
            onChange={(e) => setText(e.target.value)}
          />
          <PendingButton className="justify-self-start" pending={save.isPending} disabled={text === notes}>
            {t("whoToCall.saveNotes")}
          </PendingButton>
        </form>
      ) : notes ? (
        <p className="rounded-2xl border border-border bg-card p-3 text-sm wrap-anywhere whitespace-pre-line">{notes}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("whoToCall.noNotes")}</p>
      )}
    </section>
  );
}

export function WhoToCall() {
  const { t } = useTranslation("home");
  const { data, isPending, isError, isFetching, refetch } = useWhoToCall();
  if (isPending) return <Skeleton className="h-32" aria-label={t("whoToCall.loading")} />;
  if (isError) return <LoadError message={t("whoToCall.loadFailed")} retrying={isFetching} onRetry={() => void refetch()} />;
  const canEdit = data.role !== "viewer";
  return (
    <div className="grid gap-6">
      <section aria-labelledby="go-to" className="grid gap-2">
        <h2 id="go-to" className="text-subtitle font-bold">
          {t("whoToCall.goToTitle")}
        </h2>
        {data.goTo.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-card p-4 text-center text-sm text-muted-foreground">
            {t("whoToCall.empty")}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t("whoToCall.goToList")}>
            {data.goTo.map((g) => (
              <GoToCard key={g.category} goTo={g} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </section>
      <HouseholdNotes notes={data.notes} canEdit={canEdit} />
    </div>
  );
}
