// The e-mailed sign-up link's page: /finish-signup#token=…[&invite=…] (in the fragment, so the token
// never reaches a server log or a Referer). Opening it finishes at once in the browser that signed
// up; in another browser it asks for the password chosen at sign-up. Then the new account is signed
// in and lands on Complete Profile.
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { credentialsSchema, type AuthUser } from "@common/schemas/auth";
import { PendingButton } from "@/components/form/pending-button";
import { InputField } from "@/components/form/fields";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AuthFormPage, AuthPageFrame } from "@/features/auth/auth-page-frame";
import { FormError } from "@/components/form/form-error";
import { apiJson, hasCode, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { clearPersonalCaches } from "@/lib/pwa/personal-caches";
import { useDocumentTitle } from "@/hooks/use-document-title";

function linkValues() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return { token: fragment.get("token") ?? "", inviteToken: fragment.get("invite") ?? undefined };
}

const passwordFormSchema = z.object({ password: credentialsSchema.shape.password });

type State =
  | { step: "finishing" }
  | { step: "password"; error: string | null }
  | { step: "dead"; message: string; taken: boolean }
  | { step: "failed"; message: string };

export default function FinishSignupPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("finishSignup.title"));
  const [link] = useState(linkValues);
  const [state, setState] = useState<State>(() =>
    link.token
      ? { step: "finishing" }
      : {
          step: "dead",
          taken: false,
          message: t("finishSignup.incomplete"),
        },
  );
  const started = useRef(false);
  const form = useForm<{ password: string }>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: "" } });

  async function finish(password?: string) {
    try {
      const user = await apiJson<AuthUser>("POST", "/api/auth/register/finish", {
        token: link.token,
        ...(link.inviteToken ? { inviteToken: link.inviteToken } : {}),
        ...(password !== undefined ? { password } : {}),
      });
      // A new account: nobody's offline copy may show here; its first screen is Complete Profile.
      await clearPersonalCaches();
      window.location.replace(user.isProfileComplete ? paths.home : paths.completeProfile);
    } catch (err) {
      if (hasCode(err, "SIGNUP_PASSWORD_NEEDED")) {
        setState({
          step: "password",
          error: password === undefined ? null : serverMessage(err, t("finishSignup.wrongPassword")),
        });
      } else if (hasCode(err, "SIGNUP_LINK_INVALID") || hasCode(err, "EMAIL_TAKEN")) {
        setState({
          step: "dead",
          message: serverMessage(err, t("finishSignup.linkBroken")),
          taken: hasCode(err, "EMAIL_TAKEN"),
        });
      } else {
        setState({ step: "failed", message: serverMessage(err, t("somethingWrong")) });
      }
    }
  }

  useEffect(() => {
    if (started.current || !link.token) return;
    started.current = true;
    // The token stays in this page's memory only: keep it out of the history.
    window.history.replaceState(null, "", paths.finishSignup);
    void finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  if (state.step === "dead") {
    return (
      <AuthPageFrame title={t("linkDead")}>
        <p role="alert" className="mt-4 text-sm text-muted-foreground">
          {state.message}
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <a href={state.taken ? paths.login : `${paths.login}#create-account`}>
            {state.taken ? t("login.signIn") : t("finishSignup.createAgain")}
          </a>
        </Button>
      </AuthPageFrame>
    );
  }
  if (state.step === "failed") {
    return (
      <AuthPageFrame title={t("finishSignup.failedTitle")}>
        <FormError error={state.message} />
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => {
            setState({ step: "finishing" });
            void finish();
          }}
        >
          {t("tryAgain")}
        </Button>
      </AuthPageFrame>
    );
  }
  if (state.step === "password") {
    const submitting = form.formState.isSubmitting;
    return (
      <AuthFormPage
        title={t("finishSignup.title")}
        lead={t("finishSignup.otherBrowser")}
        form={form}
        onSubmit={({ password }) => finish(password)}
      >
        <InputField
          control={form.control}
          name="password"
          label={t("password")}
          type="password"
          autoComplete="current-password"
        />
        <FormError error={state.error} />
        <PendingButton size="lg" pending={submitting} pendingText={t("login.creating")} className="mt-2 w-full">
          {t("finishSignup.finish")}
        </PendingButton>
      </AuthFormPage>
    );
  }
  return (
    <AuthPageFrame title={t("finishSignup.creating")}>
      <Spinner className="mt-6" />
    </AuthPageFrame>
  );
}
