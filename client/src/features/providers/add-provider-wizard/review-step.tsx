// Wizard step 3: summary, rating, review or relationship, and the vouch switch.
import type { Control } from "react-hook-form";
import { useTranslation } from "@/lib/use-translation";
import type { ExperienceType } from "@common/constants";
import type { ExperienceInput, Provider } from "@common/schemas/providers";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { StarRatingField } from "@/components/form/star-rating-field";
import { Switch } from "@/components/ui/switch";
import { TextField } from "./text-field";
import { categoryLabel } from "@/lib/category-label";

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
  const { t } = useTranslation("providers");
  return (
    <>
      <div className="rounded-xl bg-muted/60 p-3 text-sm">
        <p className="font-semibold">{mergedInto?.name ?? name}</p>
        <p className="text-muted-foreground">
          {categoryLabel(category)} · {t(`wizard.types.${type}.label`)}
        </p>
      </div>
      {type === "completed" || type === "ongoing" ? (
        <StarRatingField control={control} name="rating" label={t("wizard.review.rating")} />
      ) : null}
      {type === "ongoing" ? (
        <TextField control={control} name="ongoingDescription" label={t("wizard.review.relationship")} multiline />
      ) : null}
      {type === "completed" ? (
        <TextField control={control} name="reviewText" label={t("wizard.review.review")} multiline />
      ) : null}
      {type === "completed" || type === "ongoing" ? (
        <FormField
          control={control}
          name="wouldVouch"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
              <FormLabel className="font-semibold">{t("wizard.review.wouldVouch")}</FormLabel>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("wizard.review.linked")}</p>
      )}
    </>
  );
}
