// OpenID Connect authorization-code flow with PKCE (openid-client), used when OIDC_* is configured.
// The flow's state and verifier travel in a short-lived signed cookie, so any app process can
// finish a flow another one started. A flow can also confirm the signed-in owner (before adding a
// passkey): it asks the provider for a new sign-in (`prompt=login`, `max_age=0`) and the ID token's
// `auth_time` must be now.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as client from "openid-client";
import type { OidcConfig } from "../../config.js";
import type { OidcProfile } from "./service.js";

const FLOW_COOKIE = "vowch.oidc";
const FLOW_MAX_AGE_SECONDS = 10 * 60;

interface FlowStart {
  /** A sign-in again to confirm that account's owner, not a sign-in. */
  confirmUserId?: string;
  /** An invite link's token, handed back by `finish` (a new account joins through it). */
  inviteToken?: string;
}

interface OidcFlow {
  start(request: FastifyRequest, reply: FastifyReply, options?: FlowStart): Promise<void>;
  /** The profile, the account the flow was started to confirm (if it was) and the invite it carried. */
  finish(request: FastifyRequest, reply: FastifyReply): Promise<OidcProfile & FlowStart>;
}

function baseUrl(request: FastifyRequest, publicUrl?: string) {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export function createOidcFlow(config: OidcConfig, options: { publicUrl?: string; secure: boolean | "auto" }): OidcFlow {
  let discovered: Promise<client.Configuration> | undefined;
  const getConfig = () => {
    discovered ??= (async () => {
      const issuer = new URL(config.issuerUrl);
      const c = await client.discovery(
        issuer,
        config.clientId,
        config.clientSecret,
        undefined,
        issuer.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      return c;
    })().catch((err) => {
      discovered = undefined; // try again on the next sign-in
      throw err;
    });
    return discovered;
  };
  const redirectUri = (request: FastifyRequest) => `${baseUrl(request, options.publicUrl)}/api/callback`;

  return {
    async start(request, reply, { confirmUserId, inviteToken } = {}) {
      const c = await getConfig();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri(request),
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state,
        // Confirming: the person signs in again at the provider, whatever session it holds.
        ...(confirmUserId ? { prompt: "login", max_age: "0" } : {}),
      });
      reply.setCookie(FLOW_COOKIE, JSON.stringify({ verifier, state, confirmUserId, inviteToken }), {
        path: "/api/callback",
        httpOnly: true,
        sameSite: "lax",
        secure: options.secure,
        signed: true,
        maxAge: FLOW_MAX_AGE_SECONDS,
      });
      await reply.redirect(url.href);
    },
    async finish(request, reply) {
      const c = await getConfig();
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      reply.clearCookie(FLOW_COOKIE, { path: "/api/callback" });
      if (!unsigned?.valid || !unsigned.value) throw new Error("The sign-in flow expired. Please sign in again.");
      const { verifier, state, confirmUserId, inviteToken } = JSON.parse(unsigned.value) as {
        verifier: string;
        state: string;
        confirmUserId?: string;
        inviteToken?: string;
      };
      const currentUrl = new URL(request.url, baseUrl(request, options.publicUrl));
      const tokens = await client.authorizationCodeGrant(c, currentUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        // Confirming: the ID token must carry an auth_time of now (within the clock tolerance).
        ...(confirmUserId ? { maxAge: 0 } : {}),
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("The identity provider returned no ID token.");
      // Providers that conform to the spec keep profile claims out of the ID token of a code
      // flow; the userinfo endpoint has them.
      const userInfo = c.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(c, tokens.access_token, idClaims.sub)
        : {};
      const claims: Record<string, unknown> = { ...idClaims, ...userInfo };
      return {
        issuer: String(claims.iss),
        subject: String(claims.sub),
        email: typeof claims.email === "string" ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        firstName: typeof claims.given_name === "string" ? claims.given_name : undefined,
        lastName: typeof claims.family_name === "string" ? claims.family_name : undefined,
        picture: typeof claims.picture === "string" ? claims.picture : undefined,
        confirmUserId,
        inviteToken,
      };
    },
  };
}
