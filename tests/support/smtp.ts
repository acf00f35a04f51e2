// A real SMTP server for the tests (smtp-server), on a free port, keeping every message it accepts
// parsed by mailparser. No authentication and no STARTTLS: it only listens on 127.0.0.1.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A header's raw value as sent (unfolded), by lower-case name. */
  header(name: string): string | undefined;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages sent to `address` so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

const addressOf = (mail: ParsedMail) => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address?.toLowerCase() ?? "";
};

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addressOf(mail),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            header: (name) => {
              const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
              return line
                ?.slice(line.indexOf(":") + 1)
                .replace(/\r?\n\s+/g, " ")
                .trim();
            },
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S+`));
  if (!match) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return match[0];
}
