// Sign-in, sign-up, sign-out, the current user, completing the profile. /api/login and /api/logout are page navigations.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authUserSchema,
  COMMON_PASSWORD_MESSAGE,
  completeProfileRequestSchema,
  credentialsSchema,
  passwordResetCheckSchema,
  inviteTokenSchema,
  passwordResetConfirmSchema,
  RESET_LINK_INVALID_MESSAGE,
  finishSignupSchema,
  passwordResetRequestSchema,
  registerSchema,
  SIGNUP_LINK_HOURS,
} from "../../../common/schemas/auth.js";
import { AppError, badRequest, notFound, unauthorized } from "../../errors.js";
import { linkOn, publicBaseUrl } from "../../public-url.js";
import { finishSignupMail, passwordResetMail, signInAttemptsMail, signupAttemptMail } from "../../mail/templates.js";
import { users } from "../../db/schema.js";
import { eq } from "drizzle-orm";
import { isCommonPassword } from "./common-passwords.js";
import { createResetToken, RESET_LINK_MINUTES, resetPassword, resetTokenUsable } from "./password-reset.js";
import { createOidcFlow } from "./oidc.js";
import { hasIdentityProvider, identityBelongsTo, markSessionConfirmed } from "../passkeys/confirmation.js";
import { mailPasskeysRemovedByReset } from "../passkeys/mail.js";
import {
  enforceRateLimits,
  limitSignInAttempts,
  recordSignInFailure,
  recordSignInSuccess,
  SIGN_IN_BACKOFF,
} from "./rate-limit.js";
import { spendMailboxBudget } from "./mailbox-budget.js";
import { clearSessionCookie, deleteSession, signIn as startSession } from "./sessions.js";
import { unsubscribeSession } from "../push/subscriptions.js";
import { createPendingSignup, finishSignup, newSecret, takenAccountLanguage } from "./signup.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { joinThroughInvite } from "../invites/service.js";
import { languageFrom } from "../../i18n/index.js";
import { requestLanguage } from "../../i18n/recipient.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import {
  completeProfile,
  registerLocalUser,
  toAuthUser,
  upsertOidcUser,
  verifyLocalUser,
  WRONG_CREDENTIALS_MESSAGE,
} from "./service.js";
import { writerRegion } from "../../http/phone-region.js";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const cookieOptions = { maxAgeSeconds: config.sessionMaxAgeSeconds, secure: "auto" as const };
  const oidc = config.oidc ? createOidcFlow(config.oidc, { publicUrl: config.publicUrl, secure: "auto" }) : undefined;

  const signIn = (request: FastifyRequest, reply: FastifyReply, userId: string) =>
    startSession(db, request, reply, userId, cookieOptions);
  const limitSignIn = (request: FastifyRequest, email: string) => limitSignInAttempts(db, config, request.ip, email);

  // The owner of an account whose failed sign-ins started its backoff hears of it (after the
  // answer has left, and only when such an account exists: the answer is the same either way).
  const alertOwner = (request: FastifyRequest, email: string) => {
    if (!app.mailer.enabled) return;
    const resetUrl = linkOn(publicBaseUrl(config), "/forgot-password");
    request.afterResponse("sign-in attempts e-mail", async () => {
      const [owner] = await db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (!owner?.email) return;
      const minutes = SIGN_IN_BACKOFF.windowSeconds / 60;
      await app.mailer.send({
        to: owner.email,
        ...signInAttemptsMail(languageFrom(owner.language), SIGN_IN_BACKOFF.freeFailures, minutes, resetUrl),
      });
    });
  };

  const refuseCommon = (password: string) => {
    if (isCommonPassword(password))
      throw badRequest(COMMON_PASSWORD_MESSAGE, [{ path: "password", message: COMMON_PASSWORD_MESSAGE }]);
  };

  // The browser that asked for a sign-up link: the link finishes in it without the password again.
  const SIGNUP_COOKIE = "vowch.signup";
  const signupCookie = {
    path: "/api/auth/register",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: "auto" as const,
    signed: true,
  };
  const browserSecretOf = (request: FastifyRequest) => {
    const raw = request.cookies[SIGNUP_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    return unsigned?.valid ? unsigned.value : null;
  };

  // Without SMTP: the account at once, signed in, and 409 EMAIL_TAKEN for a taken address (such an
  // install does not hide which e-mails have accounts; README). With SMTP: 202 and the same empty
  // answer for every address, nobody signed in; whether the address is taken is looked up after
  // the answer has left, and only its mailbox learns it (docs/decisions/117-sign-up-by-e-mail-link.md).
  app.post(
    "/api/auth/register",
    { schema: { body: registerSchema, response: { 201: authUserSchema, 202: z.undefined() } } },
    async (request, reply) => {
      const { email, password, inviteToken } = request.body;
      await limitSignIn(request, email);
      refuseCommon(password);
      if (!app.mailer.enabled) {
        const user = await registerLocalUser(db, email, password);
        await joinThroughInvite(db, user.id, inviteToken);
        await signIn(request, reply, user.id);
        return reply.code(201).send(toAuthUser(user, app.config.defaultPhoneRegion));
      }
      const browserSecret = browserSecretOf(request) ?? newSecret();
      reply.setCookie(SIGNUP_COOKIE, browserSecret, { ...signupCookie, maxAge: SIGNUP_LINK_HOURS * 60 * 60 });
      const base = publicBaseUrl(config);
      const log = request.log;
      const language = requestLanguage(request);
      request.afterResponse("sign-up", async () => {
        // Both mails count against one budget per mailbox: sign-ups cannot be used to flood anyone.
        if ((await spendMailboxBudget(db, "signup", email)) !== null) {
          log.info({ email }, "Sign-up mail not sent: this mailbox's budget of sign-up mails is spent for now");
          return;
        }
        const taken = await takenAccountLanguage(db, email);
        if (taken) {
          await app.mailer.send({
            to: email,
            ...signupAttemptMail(taken, linkOn(base, "/api/login"), linkOn(base, "/forgot-password")),
          });
          return;
        }
        const token = await createPendingSignup(db, email, password, browserSecret);
        const fragment = new URLSearchParams({ token, ...(inviteToken ? { invite: inviteToken } : {}) });
        await app.mailer.send({
          to: email,
          ...finishSignupMail(language, linkOn(base, `/finish-signup#${fragment.toString()}`), SIGNUP_LINK_HOURS),
        });
      });
      return reply.code(202).send();
    },
  );

  // Opened from the e-mailed link: creates the account, proves its e-mail and signs in; the invite
  // link the sign-up came through (carried in the e-mailed link) counts the join.
  app.post(
    "/api/auth/register/finish",
    { schema: { body: finishSignupSchema, response: { 201: authUserSchema } } },
    async (request, reply) => {
      await enforceRateLimits(
        db,
        [{ key: `signup-finish:ip:${request.ip}`, limit: config.rateLimit.perIp }],
        config.rateLimit.windowSeconds,
      );
      const user = await finishSignup(db, request.body.token, {
        browserSecret: browserSecretOf(request),
        password: request.body.password,
      });
      reply.clearCookie(SIGNUP_COOKIE, signupCookie);
      await joinThroughInvite(db, user.id, request.body.inviteToken);
      await signIn(request, reply, user.id);
      return reply.code(201).send(toAuthUser(user, app.config.defaultPhoneRegion));
    },
  );

  app.post(
    "/api/auth/login",
    { schema: { body: credentialsSchema, response: { 200: authUserSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limitSignIn(request, email);
      const user = await verifyLocalUser(db, email, password);
      if (!user) {
        if (await recordSignInFailure(db, email)) alertOwner(request, email);
        throw new AppError("WRONG_CREDENTIALS", WRONG_CREDENTIALS_MESSAGE);
      }
      await recordSignInSuccess(db, email, request.ip);
      await signIn(request, reply, user.id);
      return toAuthUser(user, app.config.defaultPhoneRegion);
    },
  );

  // "Forgot password?": 202 at once and the same answer for every e-mail. The lookup, the token and
  // the e-mail happen after the answer has left, so neither the body nor the time tells whether the
  // account exists. Without SMTP the link goes to the info log (self-hosted: the operator passes it on).
  app.post("/api/auth/password-reset", { schema: { body: passwordResetRequestSchema } }, async (request, reply) => {
    const { email } = request.body;
    await enforceRateLimits(
      db,
      [{ key: `reset:ip:${request.ip}`, limit: config.rateLimit.perIp }],
      config.rateLimit.windowSeconds,
      "Too many password reset requests. Please wait a few minutes and try again.",
    );
    // The link goes to the account's owner, so it is built on PUBLIC_URL (else
    // http://localhost:PORT), never on the Host header the asker sent: a forged Host would
    // otherwise hand the owner a link to the asker's site carrying a live token.
    const base = publicBaseUrl(config);
    const log = request.log;
    request.afterResponse("password reset", async () => {
      // Per mailbox, whoever asks: past its small budget nothing is sent (the answer was the same
      // 202), so a flood of reset e-mails never reaches the owner and never locks them out.
      if ((await spendMailboxBudget(db, "reset", email)) !== null) {
        log.info({ email }, "Password reset not sent: this mailbox's budget of reset links is spent for now");
        return;
      }
      const created = await createResetToken(db, email);
      if (!created) return;
      const url = linkOn(base, `/reset-password#token=${created.token}`);
      if (!app.mailer.enabled) {
        log.info(
          { resetUrl: url, email: created.email },
          "Password reset link (SMTP_URL is not set, so it was not e-mailed: pass it on to the account's owner)",
        );
        return;
      }
      await app.mailer.send({ to: created.email, ...passwordResetMail(languageFrom(created.language), url, RESET_LINK_MINUTES) });
    });
    return reply.code(202).send();
  });

  // The link's page asks first, so a used or expired link says so instead of showing the form.
  app.post("/api/auth/password-reset/check", { schema: { body: passwordResetCheckSchema } }, async (request, reply) => {
    if (!(await resetTokenUsable(db, request.body.token))) throw new AppError("RESET_LINK_INVALID", RESET_LINK_INVALID_MESSAGE);
    return reply.code(204).send();
  });

  app.post("/api/auth/password-reset/confirm", { schema: { body: passwordResetConfirmSchema } }, async (request, reply) => {
    refuseCommon(request.body.password);
    const { email, language, removedPasskeys } = await resetPassword(db, request.body.token, request.body.password, {
      sessionId: request.sessionId,
      userId: request.user?.id ?? null,
    });
    if (email) mailPasskeysRemovedByReset(app, request, email, removedPasskeys, language);
    return reply.code(204).send();
  });

  // With an identity provider configured this starts its flow; otherwise the SPA renders
  // Vowch's own sign-in screen at this path.
  // `?invite=` carries an invite link's token through the identity provider (in the flow's cookie).
  app.get("/api/login", async (request, reply) => {
    const invite = inviteTokenSchema.safeParse((request.query as { invite?: unknown } | undefined)?.invite);
    if (oidc) return oidc.start(request, reply, { inviteToken: invite.success ? invite.data : undefined });
    if (!app.hasClient) {
      return reply.code(503).send({ message: "The web client is not built. Run `npm run build` or `npm start`." });
    }
    return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
  });

  // Confirming the signed-in owner before a passkey is added (an account with no password nor
  // passkey): a sign-in again at the identity provider, back on the profile.
  app.get("/api/auth/reauth", async (request, reply) => {
    if (!oidc) throw notFound();
    if (!request.user) throw unauthorized();
    if (!(await hasIdentityProvider(db, request.user.id))) throw notFound("This account has no identity provider");
    return oidc.start(request, reply, { confirmUserId: request.user.id });
  });

  app.get("/api/callback", async (request, reply) => {
    if (!oidc) throw notFound();
    let profile;
    try {
      profile = await oidc.finish(request, reply);
    } catch (err) {
      request.log.warn({ err }, "OpenID Connect callback failed");
      return reply.redirect("/?signin=failed");
    }
    if (profile.confirmUserId) {
      // Only the same person, still in the same session, at the provider confirms: another
      // identity neither confirms nor signs anyone in.
      const same =
        request.user?.id === profile.confirmUserId &&
        request.sessionId !== null &&
        (await identityBelongsTo(db, profile.issuer, profile.subject, profile.confirmUserId));
      if (!same) return reply.redirect("/profile?confirmed=failed");
      await markSessionConfirmed(db, request.sessionId!);
      return reply.redirect("/profile?confirmed=1");
    }
    const user = await upsertOidcUser(db, profile);
    await joinThroughInvite(db, user.id, profile.inviteToken);
    await signIn(request, reply, user.id);
    return reply.redirect("/");
  });

  /** Ends the session and removes the push subscription its device registered. */
  const signOutSession = async (sessionId: string) => {
    await unsubscribeSession(db, sessionId);
    await deleteSession(db, sessionId);
  };

  // A link on another site must not sign anyone out: only a navigation from this app, a typed or
  // bookmarked one (`none`), or an old browser that sends no Sec-Fetch-Site ends the session.
  app.get("/api/logout", async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") return reply.redirect("/");
    if (request.sessionId) await signOutSession(request.sessionId);
    clearSessionCookie(reply, cookieOptions);
    return reply.redirect("/");
  });

  // JSON twin of /api/logout for programs.
  app.post("/api/auth/logout", { schema: { body: z.unknown().optional() } }, async (request, reply) => {
    if (request.sessionId) await signOutSession(request.sessionId);
    clearSessionCookie(reply, cookieOptions);
    return reply.code(204).send();
  });

  app.get("/api/auth/user", { schema: { response: { 200: authUserSchema } } }, async (request) => {
    if (!request.user) throw unauthorized();
    return toAuthUser(request.user, app.config.defaultPhoneRegion);
  });

  app.post(
    "/api/auth/complete-profile",
    // Signed-out callers get the 401 before the body is validated, as on every protected route.
    { onRequest: requireUser, schema: { body: completeProfileRequestSchema, response: { 200: authUserSchema } } },
    async (request) =>
      toAuthUser(
        await completeProfile(
          db,
          currentUser(request).id,
          request.body,
          writerRegion(request, app.config.defaultPhoneRegion),
          notifyOptionsOf(app),
        ),
        app.config.defaultPhoneRegion,
      ),
  );
};
