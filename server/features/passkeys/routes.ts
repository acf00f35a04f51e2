// Passkeys: add one to the signed-in account (after the owner confirms: confirmation.ts), remove
// one, and sign in with one from the sign-in page. Every addition and removal is e-mailed to the
// account. The list is part of GET /api/account (features/account).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addPasskeySchema,
  passkeyAuthenticationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationProofSchema,
  passkeySchema,
  passkeySignInSchema,
} from "../../../common/schemas/account.js";
import { authUserSchema } from "../../../common/schemas/auth.js";
import { currentUser, requireUser } from "../../http/auth.js";
import { enforceRateLimits, limitSignInAttempts } from "../auth/rate-limit.js";
import { toAuthUser } from "../auth/service.js";
import { signIn } from "../auth/sessions.js";
import { requireOwnerConfirmation } from "./confirmation.js";
import { mailPasskeyChange } from "./mail.js";
import { relyingParty } from "./relying-party.js";
import { addPasskey, authenticationOptions, registrationOptions, removePasskey, verifyPasskey } from "./service.js";

const noBody = z.unknown().optional();

export const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const rp = relyingParty(config);
  const cookieOptions = { maxAgeSeconds: config.sessionMaxAgeSeconds, secure: "auto" as const };

  // Signed out: anyone may ask for a challenge, within the sign-in budget of their address.
  app.post(
    "/api/auth/passkeys/authentication-options",
    { schema: { body: noBody, response: { 200: passkeyAuthenticationOptionsSchema } } },
    async (request) => {
      await enforceRateLimits(
        db,
        [{ key: `passkey:ip:${request.ip}`, limit: config.rateLimit.perIp }],
        config.rateLimit.windowSeconds,
      );
      return authenticationOptions(db, rp, "sign-in");
    },
  );

  // The same session, cookie and rate limit as signing in with a password.
  app.post(
    "/api/auth/passkeys/sign-in",
    { schema: { body: passkeySignInSchema, response: { 200: authUserSchema } } },
    async (request, reply) => {
      await limitSignInAttempts(db, config, request.ip);
      const user = await verifyPasskey(db, rp, request.body.response, "sign-in");
      await signIn(db, request, reply, user.id, cookieOptions);
      return toAuthUser(user, config.defaultPhoneRegion);
    },
  );

  const accountPasskeys: FastifyPluginAsyncZod = async (account) => {
    account.addHook("onRequest", requireUser);

    account.post(
      "/api/auth/passkeys/registration-options",
      { schema: { body: passkeyRegistrationProofSchema, response: { 200: passkeyRegistrationOptionsSchema } } },
      async (request) => {
        const user = currentUser(request);
        // Each answer stores a challenge: the same budget as signing in, per account and per
        // address, so a session cannot fill the challenges table.
        await enforceRateLimits(
          db,
          [
            { key: `passkey-register:ip:${request.ip}`, limit: config.rateLimit.perIp },
            { key: `passkey-register:user:${user.id}`, limit: config.rateLimit.perEmail },
          ],
          config.rateLimit.windowSeconds,
          "Too many passkey requests. Please wait a few minutes and try again.",
        );
        // Only a confirmed owner gets a registration challenge; without one no passkey can be added.
        await requireOwnerConfirmation(db, rp, request, request.body);
        return registrationOptions(db, rp, user);
      },
    );

    account.post(
      "/api/auth/passkeys",
      { schema: { body: addPasskeySchema, response: { 201: passkeySchema } } },
      async (request, reply) => {
        const user = currentUser(request);
        const passkey = await addPasskey(
          db,
          rp,
          user.id,
          request.body.response,
          request.body.name,
          request.headers["user-agent"],
        );
        mailPasskeyChange(app, request, user.email, "added", passkey.name, user.language);
        return reply.code(201).send(passkey);
      },
    );

    account.delete("/api/auth/passkeys/:id", { schema: { params: passkeyIdParamsSchema } }, async (request, reply) => {
      const user = currentUser(request);
      const name = await removePasskey(db, user.id, request.params.id);
      mailPasskeyChange(app, request, user.email, "removed", name, user.language);
      return reply.code(204).send();
    });
  };
  await app.register(accountPasskeys);
};
