// "Forgot password?": asks for a reset link. The answer is the same whether or
// not the e-mail has an account, so the page says what happens if it does.
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { passwordResetRequestSchema, type PasswordResetRequest } from "@common/schemas/auth";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { AuthFormPage, AuthPageFrame } from "@/features/auth/auth-page-frame";
import { FormError } from "@/components/form/form-error";
import { EmailField } from "@/features/auth/email-field";
import { apiRequest, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("forgot.documentTitle"));
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
      setError(serverMessage(err, t("somethingWrong")));
    }
  }

  if (sentTo) {
    return (
      <AuthPageFrame title={t("forgot.checkEmail")}>
        <div className="mt-6 rounded-2xl border border-border bg-card p-5">
          <MailCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
          <p className="text-sm">
            <Trans t={t} i18nKey="forgot.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t("forgot.nothingArrived")}</p>
        </div>
        <div className="mt-6 grid gap-3">
          <Button asChild size="lg">
            <a href={paths.login}>{t("backToSignIn")}</a>
          </Button>
          <Button type="button" variant="ghost" onClick={() => setSentTo(null)}>
            {t("forgot.another")}
          </Button>
        </div>
      </AuthPageFrame>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <AuthFormPage title={t("forgot.title")} lead={t("forgot.lead")} form={form} onSubmit={onSubmit}>
      <EmailField control={form.control} name="email" />
      <FormError error={error} />
      <PendingButton size="lg" pending={submitting} pendingText={t("sending")} className="mt-2 w-full">
        {t("forgot.send")}
      </PendingButton>
      <Button asChild variant="ghost">
        <a href={paths.login}>{t("backToSignIn")}</a>
      </Button>
    </AuthFormPage>
  );
}
