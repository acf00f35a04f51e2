// Vowch's own sign-in screen, served at /api/login when no identity provider is configured.
// "Sign in" and "Create account" are two tabs, each with its own form: what is typed in one is
// never carried into the other (a password meant for signing in is not sent to create an account).
// A server that sends e-mail answers "Create account" with 202: the screen says to check the e-mail,
// whose link finishes on /finish-signup.
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { MailCheck } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { credentialsSchema, type AuthUser, type Credentials } from "@common/schemas/auth";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { FormError } from "@/components/form/form-error";
import { EmailField } from "@/features/auth/email-field";
import { inviteForSignup } from "@/features/invites/lib/invite-token";
import { PasskeySignIn } from "@/features/auth/passkey-sign-in";
import { apiRequest, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { clearPersonalCaches } from "@/lib/pwa/personal-caches";
import { takeReturnPath } from "@/lib/return-to";
import { useDocumentTitle } from "@/hooks/use-document-title";

type Mode = "signin" | "register";

function CredentialsForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation("auth");
  const [error, setError] = useState<string | null>(null);
  /** The server e-mailed a link to finish (it sends e-mail): the address it went to, if it has an account or not. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: "", password: "" },
  });

  // Into the app: another person's last-seen data must not show offline on this device, and
  // a shared link's target comes back, once the profile is complete.
  async function goToApp(profileComplete = true) {
    await clearPersonalCaches();
    window.location.href = (profileComplete ? takeReturnPath() : null) ?? paths.home;
  }

  async function onSubmit(values: Credentials) {
    setError(null);
    try {
      // A new account made from an invite link (/join/…) joins through it.
      const inviteToken = mode === "register" ? inviteForSignup() : undefined;
      const res = await apiRequest(
        "POST",
        mode === "signin" ? "/api/auth/login" : "/api/auth/register",
        inviteToken ? { ...values, inviteToken } : values,
      );
      // 202: a server that sends e-mail answers every sign-up alike and finishes it by an e-mailed link.
      if (res.status === 202) {
        setSentTo(values.email);
        return;
      }
      const user = (await res.json()) as AuthUser;
      await goToApp(user.isProfileComplete);
    } catch (err) {
      setError(serverMessage(err, t("somethingWrong")));
    }
  }

  const submitting = form.formState.isSubmitting;
  if (sentTo) {
    return (
      <div className="mt-6 rounded-2xl border border-border bg-card p-5" role="status">
        <MailCheck className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="font-semibold">{t("login.checkEmail.title")}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t("login.checkEmail.text", { email: sentTo })}</p>
        <Button type="button" variant="outline" size="lg" className="mt-4 w-full" onClick={() => setSentTo(null)}>
          {t("login.checkEmail.another")}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="mt-3 grid gap-4" noValidate>
          <EmailField control={form.control} name="email" />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between gap-3">
                  <FormLabel>{t("password")}</FormLabel>
                  {mode === "signin" ? (
                    <a
                      href={paths.forgotPassword}
                      className="-my-3 inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {t("login.forgot")}
                    </a>
                  ) : null}
                </div>
                <FormControl>
                  <Input
                    type="password"
                    autoComplete={mode === "signin" ? "current-password" : "new-password"}
                    placeholder={mode === "register" ? t("atLeast8") : undefined}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormError error={error} />
          <PendingButton
            size="lg"
            pending={submitting}
            pendingText={mode === "signin" ? t("login.signingIn") : t("login.creating")}
            className="mt-2 w-full"
          >
            {mode === "signin" ? t("login.signIn") : t("login.createAccount")}
          </PendingButton>
        </form>
      </Form>
      {mode === "signin" ? (
        <div className="mt-6 grid gap-4">
          <p className="flex items-center gap-3 text-xs font-medium text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            {t("login.or")}
          </p>
          <PasskeySignIn onSignedIn={() => void goToApp()} onError={setError} />
        </div>
      ) : null}
    </>
  );
}

export default function LoginPage() {
  // "#create-account" opens the Create account tab (a dead sign-up link's "Create your account again").
  const [mode, setMode] = useState<Mode>(() => (window.location.hash === "#create-account" ? "register" : "signin"));
  const { t } = useTranslation("auth");
  useDocumentTitle(mode === "signin" ? t("login.signIn") : t("login.createAccount"));
  return (
    <AuthPageFrame
      title={mode === "signin" ? t("login.welcomeBack") : t("login.joinVowch")}
      lead={mode === "signin" ? t("login.signInLead") : t("login.registerLead")}
    >
      {/* Each tab's form mounts fresh when its tab opens, so the two never share values. */}
      <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)} className="mt-6">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">{t("login.signIn")}</TabsTrigger>
          <TabsTrigger value="register">{t("login.createAccount")}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <CredentialsForm mode="signin" />
        </TabsContent>
        <TabsContent value="register">
          <CredentialsForm mode="register" />
        </TabsContent>
      </Tabs>
    </AuthPageFrame>
  );
}
