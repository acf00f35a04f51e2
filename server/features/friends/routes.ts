import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  friendIdParamsSchema,
  friendProfileSchema,
  friendListItemSchema,
  friendProjectSchema,
  recommendationItemSchema,
} from "../../../common/schemas/friends.js";
import { usersQuerySchema } from "../../../common/schemas/users.js";
import { pageQuerySchema } from "../../../common/schemas/paging.js";
import { currentUser } from "../../http/auth.js";
import { writerRegion } from "../../http/phone-region.js";
import { sendPage } from "../../paging.js";
import { getFriendProfile, listFriendProjects, listFriends, listRecommendations } from "./queries.js";

/** Friends, a friend's profile and projects, and the friends' activity feed (the spec's Home screen, Friends). */
export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/recommendations",
    { schema: { querystring: pageQuerySchema, response: { 200: z.array(recommendationItemSchema) } } },
    async (request, reply) => sendPage(request, reply, await listRecommendations(app.db, currentUser(request).id, request.query)),
  );

  // The people these calls return count towards the viewer's per-minute bound (lookup-limit.ts).
  const shown = (viewerId: string, personIds: string[]) => app.peopleShown.record(viewerId, personIds);

  // The Friends list: GET /api/users/all plus each friend's provider summary (docs/decisions/031-friends-list-summary.md).
  app.get(
    "/api/friends",
    { schema: { querystring: usersQuerySchema, response: { 200: z.array(friendListItemSchema) } } },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      const page = await listFriends(app.db, viewerId, request.query, writerRegion(request, app.config.defaultPhoneRegion));
      await shown(
        viewerId,
        page.items.map((f) => f.id),
      );
      return sendPage(request, reply, page);
    },
  );

  app.get(
    "/api/contacts/:contactId",
    { schema: { params: friendIdParamsSchema, response: { 200: friendProfileSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      const friend = await getFriendProfile(app.db, viewerId, request.params.contactId);
      await shown(viewerId, [friend.id]);
      return friend;
    },
  );

  app.get(
    "/api/contacts/:contactId/projects",
    { schema: { params: friendIdParamsSchema, response: { 200: z.array(friendProjectSchema) } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      const projects = await listFriendProjects(app.db, viewerId, request.params.contactId);
      await shown(viewerId, [request.params.contactId]);
      return projects;
    },
  );
};
