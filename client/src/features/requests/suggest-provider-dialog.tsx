// "Suggest Provider" on a friend's request: one of my providers, or someone typed in, with a comment.
import { useState, type FormEvent } from "react";
import { PROVIDER_CATEGORIES } from "@common/constants";
import { providerSuggestionSchema, type FriendProviderRequest, type ProviderSuggestionInput } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { isSessionExpired } from "@/lib/query-client";
import { useSavedProviders } from "@/features/providers/api/providers";
import { useSuggestProvider } from "./api/requests";

type Mode = "mine" | "other";
type Field = "providerId" | "providerName" | "providerEmail" | "providerPhone" | "providerCategory" | "comment";

export function SuggestProviderDialog({
  request,
  open,
  onOpenChange,
}: {
  request: FriendProviderRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const saved = useSavedProviders({}, { enabled: open });
  const mine = saved.data ?? [];
  const [mode, setMode] = useState<Mode | null>(null);
  // Until the user picks, their own list is the default whenever they have one (or while it loads).
  const effectiveMode: Mode = mode ?? (saved.isLoading || mine.length > 0 ? "mine" : "other");
  const [providerId, setProviderId] = useState("");
  const [values, setValues] = useState({
    providerName: "",
    providerCategory: request.category,
    providerPhone: "",
    providerEmail: "",
    comment: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const suggest = useSuggestProvider();

  function reset() {
    setMode(null);
    setProviderId("");
    setValues({ providerName: "", providerCategory: request.category, providerPhone: "", providerEmail: "", comment: "" });
    setErrors({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (effectiveMode === "mine" && !providerId) {
      setErrors({ providerId: "Please choose one of your providers" });
      return;
    }
    const input: ProviderSuggestionInput =
      effectiveMode === "mine" ? { providerId, comment: values.comment } : { ...values, providerId: undefined };
    const parsed = providerSuggestionSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "providerName") as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    suggest.mutate(
      { requestId: request.id, values: input },
      {
        onSuccess: () => {
          toast({
            title: "Suggestion sent!",
            description: `${request.fromUser.firstName ?? "Your friend"} will see your suggestion.`,
          });
          reset();
          onOpenChange(false);
        },
        onError: (err) => {
          if (isSessionExpired(err)) return;
          toast({
            title: "Failed to send suggestion",
            description: serverMessage(err, "Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  }

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

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
          <DialogTitle>Suggest a Provider</DialogTitle>
          <DialogDescription>
            For {request.fromUser.firstName ?? "your friend"}&apos;s request: “{request.title}”
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-3" noValidate aria-label="Suggest a provider">
          <RadioGroup
            value={effectiveMode}
            onValueChange={(v) => setMode(v as Mode)}
            aria-label="Provider source"
            className="grid-cols-2"
          >
            <Label className="flex min-h-11 items-center gap-2 rounded-xl border border-border px-3">
              <RadioGroupItem value="mine" />
              My providers
            </Label>
            <Label className="flex min-h-11 items-center gap-2 rounded-xl border border-border px-3">
              <RadioGroupItem value="other" />
              Someone else
            </Label>
          </RadioGroup>

          {effectiveMode === "mine" ? (
            <div className="grid gap-2">
              <Label htmlFor="suggest-provider-id">Provider</Label>
              {mine.length === 0 && !saved.isLoading ? (
                <p className="text-sm text-muted-foreground">
                  Your provider list is empty. Choose “Someone else” to type one in.
                </p>
              ) : (
                <Select value={providerId || undefined} onValueChange={setProviderId}>
                  <SelectTrigger id="suggest-provider-id" aria-label="Provider" aria-invalid={!!errors.providerId}>
                    <SelectValue placeholder={saved.isLoading ? "Loading your providers..." : "Choose one of your providers"} />
                  </SelectTrigger>
                  <SelectContent>
                    {mine.map((p) => (
                      <SelectItem key={p.id} value={p.id}>
                        {p.name} · {p.category}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
              {errors.providerId ? <p className="text-sm font-medium text-destructive">{errors.providerId}</p> : null}
            </div>
          ) : (
            <>
              <TextField
                id="suggest-name"
                label="Provider name"
                value={values.providerName}
                onChange={set("providerName")}
                error={errors.providerName}
              />
              <div className="grid gap-2">
                <Label htmlFor="suggest-category">Category</Label>
                <Select
                  value={values.providerCategory || undefined}
                  onValueChange={(v) => setValues((s) => ({ ...s, providerCategory: v }))}
                >
                  <SelectTrigger id="suggest-category" aria-label="Category">
                    <SelectValue placeholder="Select a category" />
                  </SelectTrigger>
                  <SelectContent>
                    {[...new Set([request.category, ...PROVIDER_CATEGORIES])].map((c) => (
                      <SelectItem key={c} value={c}>
                        {c}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <TextField
                id="suggest-phone"
                label="Phone (optional)"
                type="tel"
                value={values.providerPhone}
                onChange={set("providerPhone")}
                error={errors.providerPhone}
              />
              <TextField
                id="suggest-email"
                label="Email (optional)"
                type="email"
                value={values.providerEmail}
                onChange={set("providerEmail")}
                error={errors.providerEmail}
              />
            </>
          )}
          <div className="grid gap-2">
            <Label htmlFor="suggest-comment">Comment (optional)</Label>
            <Textarea
              id="suggest-comment"
              rows={3}
              placeholder="Why do you recommend them?"
              value={values.comment}
              onChange={set("comment")}
            />
            {errors.comment ? <p className="text-sm font-medium text-destructive">{errors.comment}</p> : null}
          </div>
          <div className="mt-1 flex gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" className="flex-1" disabled={suggest.isPending}>
              {suggest.isPending ? "Sending..." : "Send Suggestion"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
  type?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        onChange={onChange}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
