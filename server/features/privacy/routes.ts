// GET/PATCH /api/privacy: the signed-in user's own privacy settings. What they
// change is enforced by every network read through rules.ts. POST /api/privacy/asked records that
// the account was asked about them (after its first completed job), so it is asked once.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { privacyPatchSchema, privacySettingsSchema, type PrivacySettings } from "../../../common/schemas/privacy.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { currentUser } from "../../http/auth.js";

const settingsColumns = {
  projects: users.privacyProjects,
  amounts: users.privacyAmounts,
  contactDetails: users.privacyContactDetails,
};

async function getPrivacy(db: Db, userId: string): Promise<PrivacySettings> {
  const [row] = await db.select(settingsColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row!;
}

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/privacy", { schema: { response: { 200: privacySettingsSchema } } }, async (request) =>
    getPrivacy(app.db, currentUser(request).id),
  );

  app.patch(
    "/api/privacy",
    { schema: { body: privacyPatchSchema, response: { 200: privacySettingsSchema } } },
    async (request) => {
      const { projects, amounts, contactDetails } = request.body;
      const [row] = await app.db
        .update(users)
        .set({
          ...(projects !== undefined && { privacyProjects: projects }),
          ...(amounts !== undefined && { privacyAmounts: amounts }),
          ...(contactDetails !== undefined && { privacyContactDetails: contactDetails }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, currentUser(request).id))
        .returning(settingsColumns);
      return row!;
    },
  );

  // Asked once per account: the first answer's time is kept ("Not now" is an answer too).
  app.post("/api/privacy/asked", { schema: { body: z.unknown().optional() } }, async (request, reply) => {
    await app.db
      .update(users)
      .set({ privacyAskedAt: sql`coalesce(${users.privacyAskedAt}, now())` })
      .where(eq(users.id, currentUser(request).id));
    return reply.code(204).send();
  });
};
