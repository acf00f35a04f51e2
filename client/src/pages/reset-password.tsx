// The e-mailed reset link's page: /reset-password#token=… (in the fragment, so the
// token never reaches a server log or a Referer). A new password by sign-up's rules, typed twice.
// Resetting also removes the account's passkeys, and the page says so before and after. The link
// is checked first: a used or expired one says so without showing the form.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { newPasswordFormSchema, type NewPasswordForm } from "@common/schemas/auth";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { InputField } from "@/components/form/fields";
import { Spinner } from "@/components/ui/spinner";
import { AuthFormPage, AuthPageFrame } from "@/features/auth/auth-page-frame";
import { FormError } from "@/components/form/form-error";
import { apiRequest, hasCode, serverMessage } from "@/lib/api-client";
import { tokenFromLink } from "@/lib/link-token";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** The new password, then the same again. */
const NEW_PASSWORD_FIELDS = ["password", "confirm"] as const;

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("reset.documentTitle"));
  const [token] = useState(tokenFromLink);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ message: string; linkDead: boolean } | null>(null);
  // Whether the link still works, asked once when the page opens (no token: nothing to ask).
  const [checked, setChecked] = useState(!token);
  useEffect(() => {
    if (!token) return;
    let current = true;
    apiRequest("POST", "/api/auth/password-reset/check", { token })
      .catch((err: unknown) => {
        // Only a dead link stops here; any other failure leaves the form, whose submit says why.
        if (current && (hasCode(err, "RESET_LINK_INVALID") || hasCode(err, "VALIDATION_FAILED"))) {
          setError({ message: serverMessage(err, i18next.t("auth:reset.invalid")), linkDead: true });
        }
      })
      .finally(() => {
        if (current) setChecked(true);
      });
    return () => {
      current = false;
    };
  }, [token]);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirm: "" },
  });

  async function onSubmit(values: NewPasswordForm) {
    setError(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset/confirm", { token, password: values.password });
      // The token is spent: keep it out of the history too.
      window.history.replaceState(null, "", paths.resetPassword);
      setDone(true);
    } catch (err) {
      setError({
        message: serverMessage(err, t("somethingWrong")),
        linkDead: hasCode(err, "RESET_LINK_INVALID"),
      });
    }
  }

  if (done) {
    return (
      <AuthPageFrame title={t("reset.changed")}>
        <div className="mt-6 rounded-2xl border border-border bg-card p-5">
          <CircleCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
          <p className="text-sm">{t("reset.set")}</p>
          <p className="mt-2 text-sm">{t("reset.passkeysRemoved")}</p>
        </div>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={paths.login}>{t("login.signIn")}</a>
        </Button>
      </AuthPageFrame>
    );
  }

  if (!token || error?.linkDead) {
    return (
      <AuthPageFrame title={t("linkDead")}>
        <p className="mt-4 text-sm text-muted-foreground">{error?.message ?? t("reset.incomplete")}</p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={paths.forgotPassword}>{t("reset.askNew")}</a>
        </Button>
      </AuthPageFrame>
    );
  }

  if (!checked) {
    return (
      <AuthPageFrame title={t("reset.checking")}>
        <Spinner className="mt-6" />
      </AuthPageFrame>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <AuthFormPage title={t("reset.title")} lead={t("reset.lead")} form={form} onSubmit={onSubmit}>
      {NEW_PASSWORD_FIELDS.map((name) => (
        <InputField
          key={name}
          control={form.control}
          name={name}
          label={name === "password" ? t("reset.newPassword") : t("reset.repeat")}
          type="password"
          autoComplete="new-password"
        />
      ))}
      <FormError error={error?.message ?? null} />
      <PendingButton size="lg" pending={submitting} className="mt-2 w-full">
        {t("reset.submit")}
      </PendingButton>
    </AuthFormPage>
  );
}
