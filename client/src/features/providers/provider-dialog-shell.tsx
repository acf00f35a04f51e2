// The frame the provider forms share (add, edit, vouch): a dialog with a title and description, then a form
// whose buttons stay visible at the bottom edge while a long form scrolls inside the dialog.
import type * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";

export function ProviderDialogShell<T extends FieldValues, TOut>({
  open,
  onOpenChange,
  title,
  description,
  aboveForm,
  form,
  onSubmit,
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Shown between the header and the form. */
  aboveForm?: React.ReactNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RHF's context type param
  form: UseFormReturn<T, any, TOut>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The buttons. */
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {aboveForm}
        <Form {...form}>
          <form className="grid gap-4" noValidate onSubmit={onSubmit}>
            {children}
            <DialogFooter>{footer}</DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
