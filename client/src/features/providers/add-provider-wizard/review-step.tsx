// Wizard step 3: summary, rating, review or relationship, and the vouch switch.
import type { Control } from "react-hook-form";
import type { ExperienceType } from "@common/constants";
import type { ExperienceInput, Provider } from "@common/schemas/providers";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { StarRatingField } from "@/components/form/star-rating-field";
import { Switch } from "@/components/ui/switch";
import { TextField } from "./text-field";
import { TYPE_OPTIONS } from "./steps";

export function ReviewStep({
  control,
  name,
  category,
  type,
  mergedInto,
}: {
  control: Control<ExperienceInput>;
  name: string;
  category: string;
  type: ExperienceType;
  mergedInto: Provider | null;
}) {
  return (
    <>
      <div className="rounded-xl bg-muted/60 p-3 text-sm">
        <p className="font-semibold">{mergedInto?.name ?? name}</p>
        <p className="text-muted-foreground">
          {category} · {TYPE_OPTIONS.find((o) => o.value === type)?.label}
        </p>
      </div>
      {type === "completed" || type === "ongoing" ? (
        <StarRatingField control={control} name="rating" label="Your rating" />
      ) : null}
      {type === "ongoing" ? (
        <TextField control={control} name="ongoingDescription" label="Describe your relationship" multiline />
      ) : null}
      {type === "completed" ? <TextField control={control} name="reviewText" label="Your review" multiline /> : null}
      {type === "completed" || type === "ongoing" ? (
        <FormField
          control={control}
          name="wouldVouch"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
              <FormLabel className="font-semibold">I would vowch for this provider</FormLabel>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
      ) : (
        <p className="text-sm text-muted-foreground">They'll be added to your providers and linked to the project.</p>
      )}
    </>
  );
}
