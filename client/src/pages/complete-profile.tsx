import { useTranslation } from "@/lib/use-translation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { completeProfileSchema, type CompleteProfile } from "@common/schemas/auth";
import { Wordmark } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { ProfileFields, profileValues } from "@/features/account/profile-fields";
import { useAuth, useCompleteProfile } from "@/features/auth/api/auth";
import { serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { forgetReturnPath, offerReturnPathOnHome, waitingHouseholdJoin } from "@/lib/return-offer";
import { errorToast } from "@/lib/query-client";
import { redirectToLogin } from "@/lib/session-expired";
import { forgetInvite, rememberedInvite } from "@/features/invites/lib/invite-token";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { markNewUser } from "@/lib/new-user";

export default function CompleteProfilePage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("completeProfile.title"));
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const completeProfile = useCompleteProfile(errorToast((err) => serverMessage(err, err.message || t("completeProfile.failed"))));
  const form = useForm<CompleteProfile>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: profileValues(user),
  });

  // Spec: "A signed-out visitor is sent to login. A user whose profile is already complete is sent to /."
  useEffect(() => {
    if (isLoading) return;
    if (!user) redirectToLogin();
    else if (user.isProfileComplete) navigate(paths.home, { replace: true });
  }, [isLoading, user, navigate]);

  function onSubmit(values: CompleteProfile) {
    // Before the user turns complete, a remembered shared link becomes Home's offer, so
    // the spec's way to Home stands (app.tsx jumps only to a path not yet offered). A household
    // link is the exception: its join sheet comes back at once (docs/decisions/146-household-join-after-sign-up.md).
    const householdJoin = waitingHouseholdJoin();
    offerReturnPathOnHome();
    // The invite link this device opened (if any) goes with the form: the inviter joins the new book.
    const inviteToken = rememberedInvite();
    completeProfile.mutate(inviteToken ? { ...values, inviteToken } : values, {
      onSuccess: () => {
        forgetInvite();
        if (user) markNewUser(user.id);
        if (householdJoin) forgetReturnPath();
        navigate(householdJoin ?? paths.home);
      },
    });
  }

  return (
    <div className="min-h-dvh bg-background">
      <header className="pt-safe">
        <div className="mx-auto flex h-16 max-w-[480px] items-center justify-between gap-2 px-4">
          <Wordmark className="h-7" />
          {/* Sign-out is a navigation to /api/logout; someone who signed in with the
              wrong account must not be stuck on this form. */}
          <Button asChild variant="ghost" className="h-11">
            <a href={paths.logout}>
              <LogOut aria-hidden="true" className="size-4" />
              {t("completeProfile.signOut")}
            </a>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-[480px] px-4 pb-10">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl font-bold">{t("completeProfile.title")}</h1>
            </CardTitle>
            <CardDescription>{t("completeProfile.lead")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Form {...form}>
              <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
                <ProfileFields control={form.control} />
                <PendingButton
                  size="lg"
                  className="mt-2 w-full"
                  pending={completeProfile.isPending}
                  pendingText={t("completeProfile.completing")}
                >
                  {t("completeProfile.submit")}
                </PendingButton>
              </form>
            </Form>
            {/* The spec's defaults, said up front; no link: an incomplete profile cannot open Privacy yet. */}
            <p className="mt-4 text-sm text-muted-foreground">{t("completeProfile.privacyNotice")}</p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
