// Numbers a signed-in account types are read in its phone region (Profile's, else the instance's
// DEFAULT_PHONE_REGION): route schemas built with a null region check only a phone's length, and
// this check, run before the handler, refuses one with no E.164 form in the writer's region.
import type { FastifyRequest } from "fastify";
import { isPhoneNumber, PHONE_INVALID_MESSAGE } from "../../common/phone.js";
import type { PhoneRegion } from "../../common/phone-region.js";
import { badRequest } from "../errors.js";
import { phoneRegionOf } from "../features/auth/service.js";
import { currentUser } from "./auth.js";

/** The region the signed-in account's typed numbers are read in. */
export const writerRegion = (request: FastifyRequest, instanceRegion: PhoneRegion): PhoneRegion =>
  phoneRegionOf(currentUser(request), instanceRegion);

/** A preHandler refusing a body whose phone `field` has no E.164 form in the region `regionOf` names. */
export const phoneReadIn =
  (regionOf: (request: FastifyRequest) => PhoneRegion, field: string) =>
  async (request: FastifyRequest): Promise<void> => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    if (typeof value === "string" && value.trim() && !isPhoneNumber(value, regionOf(request)))
      throw badRequest(PHONE_INVALID_MESSAGE, [{ path: field, message: PHONE_INVALID_MESSAGE }]);
  };

/** A preHandler refusing a body whose phone `field` has no E.164 form in the writer's region. */
export const phoneInWriterRegion = (instanceRegion: PhoneRegion, field: string) =>
  phoneReadIn((request) => writerRegion(request, instanceRegion), field);
