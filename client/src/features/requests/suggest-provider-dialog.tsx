// "Suggest Provider" on a friend's request: one of my providers, or someone typed in, with a comment.
// The form validates with providerSuggestionSchemaFor(the account's phone region), the schema of
// POST /api/provider-requests/:requestId/suggestions.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { CategoryItems } from "@/components/form/category-select";
import { useMemo, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PROVIDER_CATEGORIES } from "@common/constants";
import { tradesForCategory } from "@common/problem-search";
import { providerSuggestionSchemaFor, type FriendProviderRequest, type ProviderSuggestionInput } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { InputField, LabelledField, TextareaField } from "@/components/form/fields";
import { Form, FormControl } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { usePhoneRegion } from "@/lib/phone-region";
import { useSavedProviderChoices } from "@/features/providers/api/providers";
import { useSuggestProvider } from "./api/requests";

const SUGGEST_CHOICES = 100;

type Mode = "mine" | "other";

function emptyValues(request: FriendProviderRequest): ProviderSuggestionInput {
  return {
    providerId: undefined,
    providerName: "",
    providerCategory: request.category,
    providerPhone: "",
    providerEmail: "",
    providerWebsite: "",
    comment: "",
  };
}

export function SuggestProviderDialog({
  request,
  open,
  onOpenChange,
}: {
  request: FriendProviderRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // One page (the 100 most recently added) of the user's own list; anyone else is "Someone else".
  const { t } = useTranslation("requests");
  const providerLabel = t("suggest.provider");
  const categoryText = t("form.category");
  const saved = useSavedProviderChoices(SUGGEST_CHOICES, { enabled: open });
  const mine = saved.data?.items ?? [];
  // The request's trade first, under its heading; the rest after it, each group in the list's order.
  const trades: string[] = tradesForCategory(request.category);
  const fitting = mine.filter((p) => trades.includes(p.category));
  const others = mine.filter((p) => !trades.includes(p.category));
  const choice = (p: (typeof mine)[number]) => (
    <SelectItem key={p.id} value={p.id}>
      {p.name} · {categoryLabel(p.category)}
    </SelectItem>
  );
  const [mode, setMode] = useState<Mode | null>(null);
  // Until the user picks, their own list is the default whenever they have one (or while it loads).
  const effectiveMode: Mode = mode ?? (saved.isLoading || mine.length > 0 ? "mine" : "other");
  const suggest = useSuggestProvider((err) => ({
    title: i18next.t("requests:suggest.failed"),
    description: serverMessage(err, i18next.t("requests:tryAgain")),
    variant: "destructive",
  }));
  // The phone is checked in the region the server reads it in.
  const region = usePhoneRegion();
  const schema = useMemo(() => providerSuggestionSchemaFor(region), [region]);
  const suggestOnce = useSubmitOnce(suggest);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: emptyValues(request) });

  function reset() {
    setMode(null);
    form.reset(emptyValues(request));
  }

  /** Each source sends only its own fields: switching clears the other one's values and messages. */
  function switchMode(next: Mode) {
    const empty = emptyValues(request);
    if (next === "mine") {
      for (const key of ["providerName", "providerCategory", "providerPhone", "providerEmail", "providerWebsite"] as const) {
        form.setValue(key, empty[key]);
      }
    } else {
      form.setValue("providerId", undefined);
    }
    form.clearErrors();
    setMode(next);
  }

  function onSubmit(values: ProviderSuggestionInput) {
    const body: ProviderSuggestionInput =
      effectiveMode === "mine"
        ? { providerId: values.providerId, comment: values.comment }
        : { ...values, providerId: undefined };
    suggestOnce.submit(
      { requestId: request.id, values: body },
      {
        onSuccess: () => {
          toast({
            title: t("suggest.sent"),
            description: t("suggest.sentBody", { name: request.fromUser.firstName ?? t("suggest.yourFriendCapital") }),
          });
          reset();
          onOpenChange(false);
        },
      },
    );
  }

  // The schema asks for a provider name when no provider is chosen; from my list, that means the choice.
  function onInvalid(errors: FieldErrors<ProviderSuggestionInput>) {
    if (effectiveMode === "mine" && errors.providerName) form.setError("providerId", { message: t("suggest.chooseProvider") });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("suggest.title")}</DialogTitle>
          <DialogDescription>
            {t("suggest.description", { name: request.fromUser.firstName ?? t("suggest.yourFriend"), title: request.title })}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(onSubmit, onInvalid)}
            className="grid gap-3"
            noValidate
            aria-label={t("publicForm.label")}
          >
            <RadioGroup
              value={effectiveMode}
              onValueChange={(v) => switchMode(v as Mode)}
              aria-label={t("suggest.source")}
              className="grid-cols-2"
            >
              <Label className="flex min-h-11 items-center gap-2 rounded-xl border border-border px-3">
                <RadioGroupItem value="mine" />
                {t("suggest.mine")}
              </Label>
              <Label className="flex min-h-11 items-center gap-2 rounded-xl border border-border px-3">
                <RadioGroupItem value="other" />
                {t("suggest.other")}
              </Label>
            </RadioGroup>

            {effectiveMode === "mine" ? (
              mine.length === 0 && !saved.isLoading ? (
                <div className="grid gap-2">
                  <Label>{providerLabel}</Label>
                  <p className="text-sm text-muted-foreground">{t("suggest.emptyList")}</p>
                </div>
              ) : (
                <LabelledField control={form.control} name="providerId" label={providerLabel} controlInside>
                  {(field) => (
                    <Select value={field.value ?? ""} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger aria-label={providerLabel} onBlur={field.onBlur}>
                          <SelectValue placeholder={saved.isLoading ? t("suggest.loading") : t("suggest.choose")} />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {fitting.length > 0 && others.length > 0 ? (
                          <>
                            <SelectGroup>
                              <SelectLabel>{trades.map((trade) => categoryLabel(trade)).join(" · ")}</SelectLabel>
                              {fitting.map(choice)}
                            </SelectGroup>
                            <SelectGroup>
                              <SelectLabel>{t("suggest.otherProviders")}</SelectLabel>
                              {others.map(choice)}
                            </SelectGroup>
                          </>
                        ) : (
                          mine.map(choice)
                        )}
                      </SelectContent>
                    </Select>
                  )}
                </LabelledField>
              )
            ) : (
              <>
                <InputField control={form.control} name="providerName" label={t("publicForm.field.providerName")} />
                <LabelledField control={form.control} name="providerCategory" label={categoryText} controlInside>
                  {(field) => (
                    <Select value={field.value ?? ""} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger aria-label={categoryText} onBlur={field.onBlur}>
                          <SelectValue placeholder={t("suggest.selectCategory")} />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <CategoryItems categories={[...new Set([request.category, ...PROVIDER_CATEGORIES])]} />
                      </SelectContent>
                    </Select>
                  )}
                </LabelledField>
                <InputField control={form.control} name="providerPhone" label={t("suggest.phone")} type="tel" />
                <InputField control={form.control} name="providerEmail" label={t("suggest.email")} type="email" />
                <InputField control={form.control} name="providerWebsite" label={t("suggest.website")} inputMode="url" />
              </>
            )}
            <TextareaField
              control={form.control}
              name="comment"
              label={t("publicForm.comment")}
              rows={3}
              placeholder={t("publicForm.commentPlaceholder")}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("form.cancel")}
              </Button>
              <PendingButton pending={suggest.isPending} pendingText={t("form.sending")}>
                {t("publicForm.send")}
              </PendingButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
