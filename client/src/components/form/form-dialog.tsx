// A dialog holding one form: title, optional description, the fields, then Cancel and the submit
// (DialogFormFooter). Every form dialog lays itself out this one way.
import type * as React from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { DialogFormFooter } from "./dialog-form-footer";

export interface FormDialogProps<T extends FieldValues, TOut extends FieldValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RHF's context type param
  form: UseFormReturn<T, any, TOut>;
  onSubmit: SubmitHandler<TOut>;
  submitLabel: string;
  pending: boolean;
  children: React.ReactNode;
}

export function FormDialog<T extends FieldValues, TOut extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  pending,
  children,
}: FormDialogProps<T, TOut>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            {children}
            <DialogFormFooter submitLabel={submitLabel} pending={pending} onCancel={() => onOpenChange(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
