// The account's own calls ("Your data is yours"): how it confirms who it is, editing
// the profile and photo after onboarding, "Export my data" and "Delete my account".
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  accountSecuritySchema,
  deleteAccountSchema,
  passkeyAuthenticationOptionsSchema,
} from "../../../common/schemas/account.js";
import { authUserSchema, completeProfileSchema } from "../../../common/schemas/auth.js";
import { userCredentials, users } from "../../db/schema.js";
import { themeSchema } from "../../../common/theme.js";
import { currencyRequestSchema, phoneRegionRequestSchema } from "../../../common/currency.js";
import { languageRequestSchema } from "../../../common/i18n/language-request.js";
import { AppError, badRequest } from "../../errors.js";
import { publicBaseUrl } from "../../public-url.js";
import { currentUser, requireCompleteProfile, requireUser } from "../../http/auth.js";
import { verifyPassword } from "../auth/passwords.js";
import { enforceRateLimits } from "../auth/rate-limit.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { completeProfile, toAuthUser } from "../auth/service.js";
import { clearSessionCookie } from "../auth/sessions.js";
import { spendImageBudget } from "../files/image-budget.js";
import { discardOnFailure } from "../files/upload.js";
import { confirmationState } from "../passkeys/confirmation.js";
import { relyingParty } from "../passkeys/relying-party.js";
import { authenticationOptions, listPasskeys, verifyPasskey } from "../passkeys/service.js";
import { deleteAccount } from "./delete.js";
import { collectExport, exportZip } from "./export.js";
import { removeProfilePhoto, setProfilePhoto } from "./profile-photo.js";
import { attachment } from "../../http/attachment.js";
import { parseMultipart, photoField, registerMultipart } from "../../http/multipart.js";
import { writerRegion } from "../../http/phone-region.js";

const WRONG_PASSWORD = "That password is not right.";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const rp = relyingParty(config);
  const removeAll = (keys: string[]) => Promise.all(keys.map((k) => app.files.delete(k).catch(() => {})));
  const hasPassword = async (userId: string) =>
    (await db.select({ hash: userCredentials.passwordHash }).from(userCredentials).where(eq(userCredentials.userId, userId)))[0]
      ?.hash;

  app.addHook("onRequest", requireUser);

  app.get("/api/account", { schema: { response: { 200: accountSecuritySchema } } }, async (request) => {
    const userId = currentUser(request).id;
    const [state, passkeys] = await Promise.all([confirmationState(db, userId, request.sessionId), listPasskeys(db, userId)]);
    return { ...state, passkeys };
  });

  // Profile's Appearance: the look every device of this account follows.
  app.put("/api/account/theme", { schema: { body: themeSchema } }, async (request, reply) => {
    await db
      .update(users)
      .set({ theme: request.body.theme })
      .where(eq(users.id, currentUser(request).id));
    return reply.code(204).send();
  });

  // Profile's language (null: the phone's), and the phone's own: the account keeps the one in use.
  app.put("/api/account/language", { schema: { body: languageRequestSchema } }, async (request, reply) => {
    const { choice, phone } = request.body;
    await db
      .update(users)
      .set({ languageChoice: choice, language: choice ?? phone })
      .where(eq(users.id, currentUser(request).id));
    return reply.code(204).send();
  });

  // Profile's currency: the amounts the account enters from now on are in it (earlier ones keep theirs).
  app.put("/api/account/currency", { schema: { body: currencyRequestSchema } }, async (request, reply) => {
    await db
      .update(users)
      .set({ currency: request.body.currency })
      .where(eq(users.id, currentUser(request).id));
    return reply.code(204).send();
  });

  // Profile's phone region: numbers the account types from now on are read in it (stored ones stay as read).
  app.put("/api/account/phone-region", { schema: { body: phoneRegionRequestSchema } }, async (request, reply) => {
    await db
      .update(users)
      .set({ phoneRegion: request.body.region })
      .where(eq(users.id, currentUser(request).id));
    return reply.code(204).send();
  });

  // A challenge for confirming with one of the account's own passkeys (deleting the account).
  app.post(
    "/api/account/confirm-options",
    { schema: { body: z.unknown().optional(), response: { 200: passkeyAuthenticationOptionsSchema } } },
    async (request) => authenticationOptions(db, rp, "confirm", currentUser(request).id),
  );

  app.get("/api/export", async (request, reply) => {
    const user = currentUser(request);
    const now = new Date();
    const tables = await collectExport(db, user.id, publicBaseUrl(config));
    return attachment(reply, `vowch-export-${now.toISOString().slice(0, 10)}.zip`)
      .header("Content-Type", "application/zip")
      .header("Cache-Control", "no-store")
      .send(exportZip(tables, now));
  });

  // Typed "DELETE" plus proof of ownership: the password (when the account has one) or a passkey
  // assertion; an account with neither (signed up through an identity provider) confirms by typing.
  app.delete("/api/account", { schema: { body: deleteAccountSchema } }, async (request, reply) => {
    const user = currentUser(request);
    const { password, passkey } = request.body;
    await enforceRateLimits(
      db,
      [{ key: `confirm:user:${user.id}`, limit: config.rateLimit.perEmail }],
      config.rateLimit.windowSeconds,
    );
    if (passkey) {
      await verifyPasskey(db, rp, passkey, "confirm", user.id);
    } else {
      const hash = await hasPassword(user.id);
      if (hash || password !== undefined) {
        if (!password) throw badRequest("Enter your password", [{ path: "password", message: "Enter your password" }]);
        if (!hash || !(await verifyPassword(password, hash))) throw new AppError("CONFIRMATION_FAILED", WRONG_PASSWORD);
      } else if ((await listPasskeys(db, user.id)).length > 0) {
        throw badRequest("Confirm with one of your passkeys");
      }
    }
    const keys = await deleteAccount(db, user.id);
    await removeAll(keys);
    clearSessionCookie(reply, { maxAgeSeconds: config.sessionMaxAgeSeconds, secure: "auto" });
    return reply.code(204).send();
  });

  // Editing the profile after onboarding: the onboarding form's fields and rules.
  const profileRoutes: FastifyPluginAsyncZod = async (profile) => {
    profile.addHook("onRequest", requireCompleteProfile);
    await registerMultipart(profile);

    profile.put(
      "/api/account/profile",
      { schema: { body: completeProfileSchema, response: { 200: authUserSchema } } },
      async (request) => {
        // The profile phone is read in the account's own region.
        const region = writerRegion(request, config.defaultPhoneRegion);
        const user = await completeProfile(db, currentUser(request).id, request.body, region, notifyOptionsOf(app));
        return toAuthUser(user, config.defaultPhoneRegion);
      },
    );

    profile.put("/api/account/photo", { schema: { response: { 200: authUserSchema } } }, async (request) => {
      await spendImageBudget(db, currentUser(request).id);
      if (!request.isMultipart()) throw badRequest("Expected a multipart form with a photo");
      const parsed = await parseMultipart(request, { photo: photoField(1, "Choose one photo") }, z.object({}));
      const photo = parsed.files.photo?.[0];
      if (!photo) throw badRequest("Choose a photo", [{ path: "photo", message: "Choose a photo" }]);
      const { user, removedKeys } = await discardOnFailure(app.files, [photo], () =>
        setProfilePhoto(db, currentUser(request).id, photo),
      );
      await removeAll(removedKeys);
      return toAuthUser(user, config.defaultPhoneRegion);
    });

    profile.delete("/api/account/photo", { schema: { response: { 200: authUserSchema } } }, async (request) => {
      const { user, removedKeys } = await removeProfilePhoto(db, currentUser(request).id);
      await removeAll(removedKeys);
      return toAuthUser(user, config.defaultPhoneRegion);
    });
  };
  await app.register(profileRoutes);
};
