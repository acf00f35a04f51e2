// Profile's "prove it" card: only a proven phone or e-mail makes you a contact in other people's
// address books, so where a proof is missing it says so and offers the flow — a 6-digit code by
// text message, a link by e-mail. Nothing shows once both are proven.
import { useTranslation } from "@/lib/use-translation";
import { useId, useState, type FormEvent } from "react";
import { MailCheck, Smartphone } from "lucide-react";
import { PHONE_CODE_FORMAT_MESSAGE, type VerificationStatus } from "@common/schemas/verification";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/form/pending-button";
import { serverMessage } from "@/lib/api-client";
import { translateMessage } from "@/lib/i18n";
import {
  useConfirmPhoneCode,
  useSendEmailLink,
  useSendPhoneCode,
  useVerificationStatus,
} from "@/features/verification/api/verification";

export function VerificationCard() {
  const { t } = useTranslation("auth");
  const status = useVerificationStatus();
  const data = status.data;
  if (!data || (data.email.verified && data.phone.verified)) return null;
  return (
    <Card className="mt-4 border-warning/60">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">{t("verification.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {data.phone.verified ? null : <PhoneProof phone={data.phone} />}
        {data.email.verified || !data.email.address ? null : <EmailProof address={data.email.address} />}
      </CardContent>
    </Card>
  );
}

function PhoneProof({ phone }: { phone: VerificationStatus["phone"] }) {
  const { t } = useTranslation("auth");
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [code, setCode] = useState("");
  const [formatError, setFormatError] = useState<string | null>(null);
  const codeId = useId();
  const errorId = useId();
  const sent = send.data;
  const error = formatError ?? (confirm.isError ? serverMessage(confirm.error, t("verification.codeFailed")) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/[\s-]/g, "");
    if (!/^\d{6}$/.test(digits)) {
      setFormatError(translateMessage(PHONE_CODE_FORMAT_MESSAGE));
      return;
    }
    setFormatError(null);
    confirm.mutate(digits);
  }

  return (
    <section aria-labelledby={`${codeId}-title`} className="grid gap-2">
      <h3 id={`${codeId}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Smartphone aria-hidden className="size-4 text-muted-foreground" />
        {t("verification.phoneTitle")}
      </h3>
      {!phone.number ? (
        <p className="text-sm text-muted-foreground">{t("verification.addPhone")}</p>
      ) : !phone.smsAvailable ? (
        <p className="text-sm text-muted-foreground">{t("verification.noSms")}</p>
      ) : !phone.canReceiveSms ? (
        <p className="text-sm text-muted-foreground">{t("verification.notMobile", { number: phone.number })}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("verification.phoneText", { number: phone.number })}</p>
          {sent ? (
            <form onSubmit={submit} noValidate className="grid gap-2">
              <p role="status" className="text-sm">
                {t("verification.codeSent", { to: sent.sentTo, count: sent.expiresInMinutes })}
              </p>
              <Label htmlFor={codeId}>{t("verification.codeLabel")}</Label>
              <Input
                id={codeId}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={20}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error ? (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <PendingButton pending={confirm.isPending} className="h-11">
                  {t("verification.verify")}
                </PendingButton>
                <Button type="button" variant="ghost" className="h-11" disabled={send.isPending} onClick={() => send.mutate()}>
                  {t("verification.newCode")}
                </Button>
              </div>
            </form>
          ) : (
            <Button className="h-11 justify-self-start" disabled={send.isPending} onClick={() => send.mutate()}>
              {send.isPending ? t("sending") : t("verification.textMe")}
            </Button>
          )}
          {send.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(send.error, t("verification.codeNotSent"))}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function EmailProof({ address }: { address: string }) {
  const { t } = useTranslation("auth");
  const send = useSendEmailLink();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <MailCheck aria-hidden className="size-4 text-muted-foreground" />
        {t("verifyEmail.documentTitle")}
      </h3>
      {send.isSuccess ? (
        <p role="status" className="text-sm">
          {t("verification.linkSent", { address })}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("verification.emailText", { address })}</p>
          <Button className="h-11 justify-self-start" variant="outline" disabled={send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? t("sending") : t("verification.emailMe")}
          </Button>
        </>
      )}
      {send.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(send.error, t("verification.linkNotSent"))}
        </p>
      ) : null}
    </section>
  );
}
