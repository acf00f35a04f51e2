// Profile's "prove it" card: only a proven phone or e-mail makes you a contact in other people's
// address books, so where a proof is missing it says so and offers the flow — a 6-digit code by
// text message, a link by e-mail. Nothing shows once both are proven.
import { useId, useState, type FormEvent } from "react";
import { MailCheck, Smartphone } from "lucide-react";
import { PHONE_CODE_FORMAT_MESSAGE, type VerificationStatus } from "@common/schemas/verification";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PendingButton } from "@/components/form/pending-button";
import { serverMessage } from "@/lib/api-client";
import {
  useConfirmPhoneCode,
  useSendEmailLink,
  useSendPhoneCode,
  useVerificationStatus,
} from "@/features/verification/api/verification";

export function VerificationCard() {
  const status = useVerificationStatus();
  const data = status.data;
  if (!data || (data.email.verified && data.phone.verified)) return null;
  return (
    <Card className="mt-4 border-warning/60">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">Prove it's you</h2>
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
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [code, setCode] = useState("");
  const [formatError, setFormatError] = useState<string | null>(null);
  const codeId = useId();
  const errorId = useId();
  const sent = send.data;
  const error = formatError ?? (confirm.isError ? serverMessage(confirm.error, "That code did not work.") : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/[\s-]/g, "");
    if (!/^\d{6}$/.test(digits)) {
      setFormatError(PHONE_CODE_FORMAT_MESSAGE);
      return;
    }
    setFormatError(null);
    confirm.mutate(digits);
  }

  return (
    <section aria-labelledby={`${codeId}-title`} className="grid gap-2">
      <h3 id={`${codeId}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Smartphone aria-hidden className="size-4 text-muted-foreground" />
        Verify your phone so your contacts can see you
      </h3>
      {!phone.number ? (
        <p className="text-sm text-muted-foreground">Add a phone number to your profile first.</p>
      ) : !phone.smsAvailable ? (
        <p className="text-sm text-muted-foreground">
          This Vowch server does not send text messages, so phone numbers can't be verified here. Verify your e-mail instead:
          people who have it in their address book will see you.
        </p>
      ) : !phone.canReceiveSms ? (
        <p className="text-sm text-muted-foreground">
          {phone.number} can't receive text messages. Put a mobile number on your profile to verify it.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            People who have {phone.number} in their address book see you among their contacts once you prove it's yours. We'll
            text it a 6-digit code.
          </p>
          {sent ? (
            <form onSubmit={submit} noValidate className="grid gap-2">
              <p role="status" className="text-sm">
                We texted a code to {sent.sentTo}. It works for {sent.expiresInMinutes} minutes.
              </p>
              <Label htmlFor={codeId}>6-digit code</Label>
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
                  Verify
                </PendingButton>
                <Button type="button" variant="ghost" className="h-11" disabled={send.isPending} onClick={() => send.mutate()}>
                  Send a new code
                </Button>
              </div>
            </form>
          ) : (
            <Button className="h-11 justify-self-start" disabled={send.isPending} onClick={() => send.mutate()}>
              {send.isPending ? "Sending..." : "Text me a code"}
            </Button>
          )}
          {send.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(send.error, "The code could not be sent. Please try again.")}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function EmailProof({ address }: { address: string }) {
  const send = useSendEmailLink();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <MailCheck aria-hidden className="size-4 text-muted-foreground" />
        Verify your e-mail
      </h3>
      {send.isSuccess ? (
        <p role="status" className="text-sm">
          Check your inbox: we sent a link to {address}. It works once, for 24 hours.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            People who have {address} in their address book see you among their contacts once you open the link we e-mail you.
          </p>
          <Button className="h-11 justify-self-start" variant="outline" disabled={send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? "Sending..." : "E-mail me a link"}
          </Button>
        </>
      )}
      {send.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(send.error, "The link could not be sent. Please try again.")}
        </p>
      ) : null}
    </section>
  );
}
