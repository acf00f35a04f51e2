// The provider request form (spec §2/§5), used in step 3 of the wizard and in "New Request".
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PROVIDER_CATEGORIES } from "@common/constants";
import { providerRequestSchema, type ProviderRequestInput } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { isSessionExpired } from "@/lib/query-client";
import { useCreateRequest } from "./api/requests";

export interface RequestFormProps {
  defaultValues?: Partial<ProviderRequestInput>;
  onSent(): void;
  onCancel(): void;
  onBack?: () => void;
}

const TEXT_FIELDS: { name: "location" | "budgetRange" | "timeline"; label: string; placeholder: string }[] = [
  { name: "location", label: "Location", placeholder: "e.g. Downtown, 94110" },
  { name: "budgetRange", label: "Budget range", placeholder: "e.g. $500 - $1,000" },
  { name: "timeline", label: "Timeline", placeholder: "e.g. Within 2 weeks" },
];

export function RequestForm({ defaultValues, onSent, onCancel, onBack }: RequestFormProps) {
  const createRequest = useCreateRequest();
  const form = useForm<ProviderRequestInput>({
    resolver: zodResolver(providerRequestSchema),
    defaultValues: { title: "", category: "", description: "", location: "", budgetRange: "", timeline: "", ...defaultValues },
  });

  function onSubmit(values: ProviderRequestInput) {
    createRequest.mutate(values, {
      onSuccess: () => {
        toast({ title: "Request sent!", description: "Your friends will be notified about your provider request." });
        form.reset();
        onSent();
      },
      onError: (err) => {
        if (isSessionExpired(err)) return;
        toast({ title: "Failed to send request", description: "Please try again.", variant: "destructive" });
      },
    });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" noValidate aria-label="Provider request">
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>What do you need?</FormLabel>
              <FormControl>
                <Input placeholder="e.g. Need a plumber for a leaking sink" maxLength={255} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Category</FormLabel>
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger aria-label="Category">
                    <SelectValue placeholder="Select a category" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {PROVIDER_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {c}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description (optional)</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder="Any details that help your friends suggest the right provider" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {TEXT_FIELDS.map(({ name, label, placeholder }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label} (optional)</FormLabel>
                <FormControl>
                  <Input placeholder={placeholder} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <div className="mt-2 flex gap-2">
          {onBack ? (
            <Button type="button" variant="outline" onClick={onBack}>
              Back
            </Button>
          ) : null}
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" className="flex-1" disabled={createRequest.isPending}>
            {createRequest.isPending ? "Sending..." : "Send Request"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
