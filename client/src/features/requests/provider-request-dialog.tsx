// The spec's screens and states and transitions provider-request wizard: 1 category or search → 2 matching providers → 3 request form.
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { useEffect, useState, type FormEvent } from "react";
import { Search, Star } from "lucide-react";
import { Link } from "wouter";
import { DISPLAY_CAPS, PROVIDER_CATEGORIES } from "@common/constants";
import { formatRating } from "@common/format";
import type { ProviderRequestInput } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useProviderMatches } from "@/features/providers/api/providers";
import { ProviderAvatar } from "@/components/shared/provider-avatar";
import { RequestForm } from "./request-form";

export interface ProviderRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialCategory?: string;
  initialSearch?: string;
}

type Step = 1 | 2 | 3;

/** The Providers list filtered as step 2 was: where "+N more providers available" leads. */
export function providersListHref(category: string | undefined, search: string): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (search) params.set("search", search);
  const query = params.toString();
  return query ? `/providers?${query}` : "/providers";
}

export function ProviderRequestDialog({ open, onOpenChange, initialCategory, initialSearch }: ProviderRequestDialogProps) {
  const { t } = useTranslation("requests");
  const [step, setStep] = useState<Step>(1);
  const [category, setCategory] = useState<string | undefined>();
  const [search, setSearch] = useState("");
  const [searchDraft, setSearchDraft] = useState("");
  // The request form as typed before going Back from step 3, restored when the user returns.
  const [formDraft, setFormDraft] = useState<ProviderRequestInput | null>(null);

  // Opening with a category or a search (e.g. from the Providers page filters) starts at step 2,
  // as if that category had been picked or that search submitted (the spec's states and transitions).
  useEffect(() => {
    if (!open) return;
    const cat = initialCategory && initialCategory !== "all" ? initialCategory : undefined;
    const term = initialSearch?.trim() ?? "";
    setCategory(cat);
    setSearch(term);
    setSearchDraft(term);
    setFormDraft(null);
    setStep(cat || term ? 2 : 1);
  }, [open, initialCategory, initialSearch]);

  function reset() {
    setStep(1);
    setCategory(undefined);
    setSearch("");
    setSearchDraft("");
    setFormDraft(null);
  }

  function close() {
    onOpenChange(false);
    reset();
  }

  // The spec's calls: enabled only after step 1. One page of the first 3 and the total for "+N more".
  const providers = useProviderMatches({ category, search }, DISPLAY_CAPS.wizardProviderResults, { enabled: open && step >= 2 });

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const term = searchDraft.trim();
    if (!term) return;
    setCategory(undefined);
    setSearch(term);
    setStep(2);
  }

  // The server sends the first DISPLAY_CAPS.wizardProviderResults (the query's limit) and the total.
  const shown = providers.data?.items ?? [];
  const more = Math.max(0, (providers.data?.total ?? 0) - shown.length);
  const subject = category ? categoryLabel(category) : search ? `"${search}"` : "";

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{step === 3 ? t("wizard.askTitle") : t("wizard.findTitle")}</DialogTitle>
          <DialogDescription>
            {step === 1 ? t("wizard.step1") : step === 2 ? t("wizard.matching", { subject }) : t("wizard.step3")}
          </DialogDescription>
          <p className="text-caption text-muted-foreground" aria-live="polite">
            {t("wizard.stepOf", { step, total: 3 })}
          </p>
        </DialogHeader>

        {step === 1 ? (
          <div className="grid gap-4">
            <form onSubmit={submitSearch} className="grid gap-2" role="search">
              <Label htmlFor="provider-request-search">{t("wizard.search")}</Label>
              <div className="flex gap-2">
                <Input
                  id="provider-request-search"
                  type="search"
                  placeholder={t("wizard.searchPlaceholder")}
                  value={searchDraft}
                  onChange={(e) => setSearchDraft(e.target.value)}
                />
                <Button type="submit" size="icon" aria-label={t("wizard.searchProviders")} disabled={!searchDraft.trim()}>
                  <Search className="size-5" aria-hidden="true" />
                </Button>
              </div>
            </form>
            <div className="grid gap-2">
              <p className="text-sm font-semibold" id="provider-request-categories">
                {t("wizard.orCategory")}
              </p>
              <div className="grid grid-cols-2 gap-2" role="group" aria-labelledby="provider-request-categories">
                {PROVIDER_CATEGORIES.map((c) => (
                  <Button
                    key={c}
                    type="button"
                    variant="outline"
                    className="h-11 justify-start px-3 text-left whitespace-normal"
                    onClick={() => {
                      setCategory(c);
                      setSearch("");
                      setStep(2);
                    }}
                  >
                    {categoryLabel(c)}
                  </Button>
                ))}
              </div>
            </div>
          </div>
        ) : null}

        {step === 2 ? (
          <div className="grid gap-3">
            {providers.isLoading ? (
              <div className="grid gap-2" aria-label={t("wizard.loading")}>
                {Array.from({ length: DISPLAY_CAPS.wizardProviderResults }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : providers.isError ? (
              <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">{t("wizard.loadFailed")}</p>
            ) : shown.length === 0 ? (
              <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">{t("wizard.none")}</p>
            ) : (
              <ul className="grid gap-2" aria-label={t("wizard.matchingLabel")}>
                {shown.map((p) => (
                  <li key={p.id}>
                    <Link
                      href={`/providers/${p.id}`}
                      onClick={close}
                      className="flex items-center gap-3 rounded-xl border border-border p-3 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      <ProviderAvatar id={p.id} name={p.name} size="lg" className="size-10 text-sm" />
                      <div className="min-w-0 flex-1">
                        <p className="line-clamp-2 font-semibold">{p.name}</p>
                        <p className="truncate text-caption text-muted-foreground">{categoryLabel(p.category)}</p>
                      </div>
                      <span
                        className="flex items-center gap-1 text-sm font-semibold"
                        aria-label={t("wizard.rating", { rating: formatRating(p.rating) })}
                      >
                        <Star className="size-4 fill-warning text-warning" aria-hidden="true" />
                        {formatRating(p.rating)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {more > 0 ? (
              <Link
                href={providersListHref(category, search)}
                onClick={close}
                className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {t("wizard.more", { count: more })}
              </Link>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={reset}>
                {t("form.back")}
              </Button>
              <Button type="button" onClick={() => setStep(3)}>
                {t("wizard.requestFromFriends")}
              </Button>
            </DialogFooter>
          </div>
        ) : null}

        {step === 3 ? (
          <RequestForm
            defaultValues={formDraft ?? { category: category ?? "", title: search }}
            onBack={(typed) => {
              setFormDraft(typed);
              setStep(2);
            }}
            onCancel={close}
            onSent={close}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
