// "Forgot password?": asks for a reset link. The answer is the same whether or
// not the e-mail has an account, so the page says what happens if it does.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { passwordResetRequestSchema, type PasswordResetRequest } from "@common/schemas/auth";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { Form } from "@/components/ui/form";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { FormError } from "@/components/form/form-error";
import { EmailField } from "@/features/auth/email-field";
import { apiRequest, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });

  async function onSubmit(values: PasswordResetRequest) {
    setError(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset", values);
      setSentTo(values.email);
    } catch (err) {
      setError(serverMessage(err, "Something went wrong. Please try again."));
    }
  }

  if (sentTo) {
    return (
      <AuthPageFrame title="Check your e-mail">
        <div className="mt-6 rounded-2xl border border-border bg-card p-5">
          <MailCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
          <p className="text-sm">
            If <strong>{sentTo}</strong> has a Vowch account, a link to choose a new password is on its way. It works once, for 30
            minutes.
          </p>
          <p className="mt-3 text-sm text-muted-foreground">Nothing arrived? Check your spam folder, or ask again.</p>
        </div>
        <div className="mt-6 grid gap-3">
          <Button asChild size="lg">
            <a href={paths.login}>Back to sign in</a>
          </Button>
          <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </div>
      </AuthPageFrame>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <AuthPageFrame
      title="Forgot your password?"
      lead="Enter your account's e-mail and we'll send you a link to choose a new one."
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="mt-6 grid gap-4" noValidate>
          <EmailField control={form.control} name="email" />
          <FormError error={error} />
          <PendingButton size="lg" pending={submitting} pendingText="Sending..." className="mt-2 w-full">
            Send reset link
          </PendingButton>
          <Button asChild variant="ghost">
            <a href={paths.login}>Back to sign in</a>
          </Button>
        </form>
      </Form>
    </AuthPageFrame>
  );
}
