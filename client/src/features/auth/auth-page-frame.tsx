// The frame of the signed-out account pages (sign-in, forgot and reset password, unsubscribe):
// the wordmark, a phone-width column, a title and an optional lead.
import { useTranslation } from "@/lib/use-translation";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/ui/form";
import type { ReactNode } from "react";
import { Wordmark } from "@/components/brand/logo";

export function AuthPageFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="pt-safe">
        <div className="mx-auto flex h-16 max-w-[480px] items-center px-5">
          <a href="/" aria-label={t("homeLink")}>
            <Wordmark className="h-8" />
          </a>
        </div>
      </header>
      <main className="mx-auto w-full max-w-[480px] flex-1 px-5 pt-4 pb-10">
        <h1 className="text-2xl font-extrabold text-foreground">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-muted-foreground">{lead}</p> : null}
        {children}
      </main>
    </div>
  );
}

/** A page of the frame that is one form: the fields (and its error and buttons) under the title and lead. */
export function AuthFormPage<T extends FieldValues, TOut extends FieldValues>({
  title,
  lead,
  form,
  onSubmit,
  children,
}: {
  title: string;
  lead?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React Hook Form's own context type
  form: UseFormReturn<T, any, TOut>;
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
}) {
  return (
    <AuthPageFrame title={title} lead={lead}>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="mt-6 grid gap-4" noValidate>
          {children}
        </form>
      </Form>
    </AuthPageFrame>
  );
}
