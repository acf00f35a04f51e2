// Add or edit a home item: its name, trade, brand, model, serial, dates and notes.
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { HOME_ITEM_LIMITS, homeItemCreateSchema, type HomeItem, type HomeItemInput } from "@common/schemas/home-items";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { InputField, TextareaField, TradeSelectField } from "@/components/form/fields";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useSaveItem } from "./api/home-items";

const valuesOf = (item: HomeItem | null): HomeItemInput => ({
  name: item?.name ?? "",
  category: item?.category ?? "",
  brand: item?.brand ?? "",
  model: item?.model ?? "",
  serial: item?.serial ?? "",
  purchasedOn: item?.purchasedOn ?? "",
  warrantyUntil: item?.warrantyUntil ?? "",
  notes: item?.notes ?? "",
});

export function ItemFormDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; null adds one. */
  item: HomeItem | null;
}) {
  const { t } = useTranslation("home");
  const save = useSaveItem(
    item?.id ?? null,
    errorToast((err) => serverMessage(err, i18next.t("home:items.saveFailed"))),
  );
  const saveOnce = useSubmitOnce(save);
  const form = useForm<HomeItemInput, unknown, z.output<typeof homeItemCreateSchema>>({
    resolver: zodResolver(homeItemCreateSchema),
    values: valuesOf(item),
  });

  function onSubmit() {
    // Every field is sent: a field emptied is cleared.
    saveOnce.submit(form.getValues(), {
      onSuccess: () => {
        toast({ title: item ? t("items.saved") : t("items.added") });
        if (!item) form.reset(valuesOf(null));
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? t("items.form.editTitle") : t("items.form.addTitle")}</DialogTitle>
          <DialogDescription>{t("items.form.description")}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <InputField
              control={form.control}
              name="name"
              label={t("items.fields.name")}
              required
              maxLength={HOME_ITEM_LIMITS.name}
              placeholder={t("items.form.namePlaceholder")}
            />
            <TradeSelectField control={form.control} name="category" label={t("items.form.tradeOptional")} />
            <div className="grid gap-4 min-[400px]:grid-cols-2">
              <InputField
                control={form.control}
                name="brand"
                label={t("items.fields.brand")}
                maxLength={HOME_ITEM_LIMITS.brand}
              />
              <InputField
                control={form.control}
                name="model"
                label={t("items.fields.model")}
                maxLength={HOME_ITEM_LIMITS.model}
              />
            </div>
            <InputField
              control={form.control}
              name="serial"
              label={t("items.fields.serial")}
              maxLength={HOME_ITEM_LIMITS.serial}
            />
            <div className="grid gap-4 min-[400px]:grid-cols-2">
              <InputField control={form.control} name="purchasedOn" label={t("items.fields.boughtOn")} type="date" />
              <InputField control={form.control} name="warrantyUntil" label={t("items.fields.warrantyUntil")} type="date" />
            </div>
            <TextareaField
              control={form.control}
              name="notes"
              label={t("items.fields.notes")}
              rows={2}
              placeholder={t("items.form.notesPlaceholder")}
            />
            <DialogFormFooter
              submitLabel={item ? t("items.form.save") : t("items.form.submitAdd")}
              pending={save.isPending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
