// Proving the account's e-mail and phone (docs/decisions/103-proven-contacts.md): the status Profile
// shows, an e-mailed single-use link (24 h, token in the fragment) and an SMS code (10 min, 5 tries)
// through the SMS driver (server/sms). Sending is bounded: links per mailbox, codes per account and
// per destination number (429 RATE_LIMITED with Retry-After).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EMAIL_LINK_HOURS,
  emailVerificationConfirmSchema,
  PHONE_CODE_MINUTES,
  phoneCodeSchema,
  phoneCodeSentSchema,
  verificationStatusSchema,
  type VerificationStatus,
} from "../../../common/schemas/verification.js";
import type { User } from "../../db/schema.js";
import { AppError, badRequest, tooManyRequests } from "../../errors.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { emailVerificationMail, phoneMovedMail } from "../../mail/templates.js";
import { linkOn, publicBaseUrl } from "../../public-url.js";
import { createSmsSender } from "../../sms/sms.js";
import { spendMailboxBudget, spendWindows } from "../auth/mailbox-budget.js";
import { languageFrom, translator } from "../../i18n/index.js";
import {
  canReceiveSms,
  confirmEmailToken,
  confirmPhoneCode,
  createEmailToken,
  createPhoneCode,
  discardPhoneCode,
} from "./service.js";

/** Text messages one account may have sent, and one number may receive across accounts. */
const SMS_LIMITS = {
  account: [
    { name: "minute", limit: 1, windowSeconds: 60 },
    { name: "hour", limit: 3, windowSeconds: 60 * 60 },
    { name: "day", limit: 5, windowSeconds: 24 * 60 * 60 },
  ],
  destinationPerDay: 3,
} as const;

const SMS_LIMIT_MESSAGE = "Too many codes sent. Please wait before asking for another.";

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const sms = createSmsSender(config);
  const base = publicBaseUrl(config);

  const status = (user: User): VerificationStatus => ({
    email: { address: user.email, verified: !!user.email && !!user.emailVerifiedAt },
    phone: {
      number: user.phone,
      verified: !!user.phoneKey && user.provenPhoneKey === user.phoneKey,
      smsAvailable: sms.enabled,
      canReceiveSms: canReceiveSms(user.phoneKey),
    },
  });

  // Opened from the e-mailed link, perhaps on another device: the token alone proves the mailbox.
  app.post("/api/verification/email/confirm", { schema: { body: emailVerificationConfirmSchema } }, async (request, reply) => {
    await confirmEmailToken(db, request.body.token);
    return reply.code(204).send();
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook("onRequest", requireUser);

    scope.get("/api/verification", { schema: { response: { 200: verificationStatusSchema } } }, async (request) =>
      status(currentUser(request)),
    );

    scope.post("/api/verification/email", { schema: { body: z.unknown().optional() } }, async (request, reply) => {
      const user = currentUser(request);
      if (!user.email) throw badRequest("Your account has no e-mail address to verify");
      if (user.emailVerifiedAt) throw badRequest("Your e-mail is already verified");
      const wait = await spendMailboxBudget(db, "verify-email", user.email);
      if (wait !== null) {
        throw tooManyRequests("Several links were sent to your e-mail already. Please use the newest one, or wait.", wait);
      }
      const token = await createEmailToken(db, user.id, user.email);
      const url = linkOn(base, `/verify-email#token=${token}`);
      const email = user.email;
      const log = request.log;
      request.afterResponse("e-mail verification", async () => {
        if (!app.mailer.enabled) {
          log.info(
            { verifyUrl: url, email },
            "E-mail verification link (SMTP_URL is not set, so it was not e-mailed: pass it on to the account's owner)",
          );
          return;
        }
        await app.mailer.send({ to: email, ...emailVerificationMail(languageFrom(user.language), url, EMAIL_LINK_HOURS) });
      });
      return reply.code(202).send();
    });

    scope.post(
      "/api/verification/phone",
      { schema: { body: z.unknown().optional(), response: { 202: phoneCodeSentSchema } } },
      async (request, reply) => {
        const user = currentUser(request);
        if (!sms.enabled) throw badRequest("Phone numbers cannot be verified on this server: it does not send text messages");
        if (!user.phoneKey || !user.phone) throw badRequest("Add a phone number to your profile first");
        if (user.provenPhoneKey === user.phoneKey) throw badRequest("Your phone number is already verified");
        if (!canReceiveSms(user.phoneKey)) {
          throw badRequest(`${user.phone} cannot receive text messages. Put a mobile number on your profile to verify it.`, [
            { path: "phone", message: "Not a mobile number" },
          ]);
        }
        const wait = await spendWindows(db, [
          ...SMS_LIMITS.account.map((w) => ({
            key: `sms:account:${w.name}:${user.id}`,
            limit: w.limit,
            windowSeconds: w.windowSeconds,
          })),
          // Across accounts: nobody can flood one number with codes by asking from many accounts.
          { key: `sms:to:${user.phoneKey}`, limit: SMS_LIMITS.destinationPerDay, windowSeconds: 24 * 60 * 60 },
        ]);
        if (wait !== null) throw tooManyRequests(SMS_LIMIT_MESSAGE, wait);
        const code = await createPhoneCode(db, user.id, user.phoneKey);
        try {
          await sms.send({
            to: user.phoneKey,
            body: translator(languageFrom(user.language), "email")("sms.code", { code, minutes: PHONE_CODE_MINUTES }),
          });
        } catch (err) {
          request.log.error({ err }, "SMS not sent");
          await discardPhoneCode(db, user.id);
          throw new AppError("SMS_FAILED", "The text message could not be sent. Please try again later.");
        }
        return reply.code(202).send({ sentTo: user.phone, expiresInMinutes: PHONE_CODE_MINUTES });
      },
    );

    scope.post(
      "/api/verification/phone/confirm",
      { schema: { body: phoneCodeSchema, response: { 200: verificationStatusSchema } } },
      async (request) => {
        const user = currentUser(request);
        const { displaced } = await confirmPhoneCode(db, user.id, user.phoneKey, request.body.code);
        const log = request.log;
        for (const other of displaced) {
          const to = other.email;
          if (!to) continue;
          request.afterResponse("phone proof moved", async () => {
            if (!app.mailer.enabled) {
              log.info(
                { userId: other.id },
                "Phone proof moved to another account (SMTP_URL is not set, so it was not e-mailed)",
              );
              return;
            }
            await app.mailer.send({ to, ...phoneMovedMail(languageFrom(other.language), linkOn(base, "/profile")) });
          });
        }
        return status({ ...user, provenPhoneKey: user.phoneKey });
      },
    );
  });
};
