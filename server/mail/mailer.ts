// The one way e-mail leaves Vowch: nodemailer over SMTP_URL. Without SMTP_URL the mailer is
// disabled and sends nothing (callers check `enabled` and do without, e.g. the reset link is logged).
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { AppConfig } from "../config.js";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** True when SMTP_URL is set. */
  readonly enabled: boolean;
  /** Hands one message to the SMTP server; rejects when it is refused or unreachable. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// A slow or silent SMTP server must not hold a send (and its queue lease) for minutes.
const SMTP_TIMEOUT_MS = 15_000;

export function createMailer(config: Pick<AppConfig, "smtpUrl" | "mailFrom">): Mailer {
  if (!config.smtpUrl) {
    return {
      enabled: false,
      send: () => Promise.reject(new Error("SMTP_URL is not set")),
      close: () => {},
    };
  }
  const options: SMTPTransport.Options = {
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport(options);
  return {
    enabled: true,
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}
