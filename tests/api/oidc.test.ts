// OpenID Connect sign-in against a real identity provider (oidc-provider) on a local port.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import Provider from "oidc-provider";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

const APP_URL = "http://app.vowch.test";
let idp: http.Server;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((resolve) => idp.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "vowch",
        client_secret: "vowch-client-secret",
        redirect_uris: [`${APP_URL}/api/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    cookies: { keys: ["test-cookie-key"] },
    claims: { email: ["email", "email_verified"], profile: ["given_name", "family_name", "picture"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@idp.example`,
        email_verified: true,
        given_name: "Robin",
        family_name: "Okafor",
        picture: "https://idp.example/robin.png",
      }),
    }),
  });
  const handle = provider.callback();
  idp.on("request", (req, res) => {
    void handle(req, res);
  });
  t = await buildTestApp({
    publicUrl: APP_URL,
    oidc: { issuerUrl: issuer, clientId: "vowch", clientSecret: "vowch-client-secret" },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => idp.close(resolve));
});

/** A tiny browser: follows the identity provider's redirects with its cookies, stops at the app. */
async function signInAtIdp(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [name, ...rest] = pair!.split("=");
      jar.set(name!, rest.join("="));
    }
    return res;
  };
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(APP_URL)) return new URL(url);
    const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(url).pathname);
    let res: Response;
    if (interaction) {
      const page = await send(url);
      const html = await page.text();
      const prompt = html.includes('name="login"') ? "login" : "consent";
      res = await send(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt }).toString(),
      });
    } else {
      res = await send(url);
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`no redirect from ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error("too many redirects");
}

it("signs in through the identity provider and creates the user from the ID token", async () => {
  const start = await t.app.inject({ method: "GET", url: "/api/login" });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(issuer);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/callback`);
  const flowCookie = start.cookies.find((c) => c.name === "vowch.oidc")!;
  expect(flowCookie.httpOnly).toBe(true);

  const callback = await signInAtIdp(authorize.href, "robin-42");
  const done = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `vowch.oidc=${flowCookie.value}` },
  });
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe("/");
  const session = done.cookies.find((c) => c.name === "vowch.sid")!;
  const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `vowch.sid=${session.value}` } });
  expect(me.json()).toMatchObject({
    email: "robin-42@idp.example",
    firstName: "Robin",
    lastName: "Okafor",
    profileImageUrl: "https://idp.example/robin.png",
    isProfileComplete: false,
  });
  // The provider marks the e-mail verified: it counts as proven (it may match address books).
  const proofs = await t.app.inject({
    method: "GET",
    url: "/api/verification",
    headers: { cookie: `vowch.sid=${session.value}` },
  });
  expect(proofs.json()).toMatchObject({ email: { address: "robin-42@idp.example", verified: true } });
});

it("refuses a callback without the flow cookie", async () => {
  const start = await t.app.inject({ method: "GET", url: "/api/login" });
  const callback = await signInAtIdp(start.headers.location as string, "mallory");
  const done = await t.app.inject({ method: "GET", url: `${callback.pathname}${callback.search}` });
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe("/?signin=failed");
  expect(done.cookies.find((c) => c.name === "vowch.sid")).toBeUndefined();
});

/** Signs `login` in through the identity provider; returns the session cookie. */
async function signInThroughIdp(login: string): Promise<string> {
  const start = await t.app.inject({ method: "GET", url: "/api/login" });
  const flow = start.cookies.find((c) => c.name === "vowch.oidc")!;
  const callback = await signInAtIdp(start.headers.location as string, login);
  const done = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `vowch.oidc=${flow.value}` },
  });
  return `vowch.sid=${done.cookies.find((c) => c.name === "vowch.sid")!.value}`;
}

/** Starts a confirmation at the identity provider as `cookie`'s account and signs in there as `login`. */
async function confirmAtIdp(cookie: string, login: string) {
  const start = await t.app.inject({ method: "GET", url: "/api/auth/reauth", headers: { cookie } });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const flow = start.cookies.find((c) => c.name === "vowch.oidc")!;
  const callback = await signInAtIdp(authorize.href, login);
  const done = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `${cookie}; vowch.oidc=${flow.value}` },
  });
  return { authorize, done };
}

const registrationOptions = (cookie: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/passkeys/registration-options", headers: { cookie } });

it("lets an account without password nor passkey add one only after signing in again at its identity provider", async () => {
  const cookie = await signInThroughIdp("robin-77");
  const account = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });
  expect(account.json()).toMatchObject({ hasPassword: false, passkeys: [], hasIdentityProvider: true, recentlyConfirmed: false });
  // The session alone adds nothing.
  expect((await registrationOptions(cookie)).json()).toMatchObject({ code: "CONFIRMATION_REQUIRED" });

  const { authorize, done } = await confirmAtIdp(cookie, "robin-77");
  // A new sign-in at the provider, whatever session it holds there.
  expect(authorize.searchParams.get("prompt")).toBe("login");
  expect(authorize.searchParams.get("max_age")).toBe("0");
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe("/profile?confirmed=1");
  // Still the same session: nobody was signed in anew.
  expect(done.cookies.find((c) => c.name === "vowch.sid")).toBeUndefined();
  const after = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });
  expect(after.json()).toMatchObject({ recentlyConfirmed: true });

  const options = await registrationOptions(cookie);
  expect(options.statusCode, options.body).toBe(200);
  const key = new SoftAuthenticator(APP_URL, new URL(APP_URL).hostname);
  const added = await t.app.inject({
    method: "POST",
    url: "/api/auth/passkeys",
    headers: { cookie },
    payload: { response: key.create(options.json()) },
  });
  expect(added.statusCode, added.body).toBe(201);
});

it("does not confirm with another person's identity at the provider", async () => {
  const cookie = await signInThroughIdp("robin-78");
  const { done } = await confirmAtIdp(cookie, "mallory-78");
  expect(done.headers.location).toBe("/profile?confirmed=failed");
  expect(done.cookies.find((c) => c.name === "vowch.sid")).toBeUndefined();
  expect((await registrationOptions(cookie)).json()).toMatchObject({ code: "CONFIRMATION_REQUIRED" });
  // Signed out, there is nothing to confirm.
  expect((await t.app.inject({ method: "GET", url: "/api/auth/reauth" })).statusCode).toBe(401);
});

it("carries an invite link's token through the identity provider: the new account joins through it", async () => {
  const ivy = await createUser(t.app, { profile: { firstName: "Ivy", lastName: "Quartermain" } });
  const link = (await ivy.request({ method: "POST", url: "/api/invites" })).json<{ token: string }>();
  const start = await t.app.inject({ method: "GET", url: `/api/login?invite=${link.token}` });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === "vowch.oidc")!;
  const callback = await signInAtIdp(start.headers.location as string, "robin-invited");
  const done = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `vowch.oidc=${flow.value}` },
  });
  const cookie = `vowch.sid=${done.cookies.find((c) => c.name === "vowch.sid")!.value}`;
  const completed = await t.app.inject({
    method: "POST",
    url: "/api/auth/complete-profile",
    headers: { cookie },
    payload: { firstName: "Robin", lastName: "Okafor", phone: "555-0177", homeAddress: "4 Ash" },
  });
  expect(completed.statusCode).toBe(200);
  const book = await t.app.inject({ method: "GET", url: "/api/address-book", headers: { cookie } });
  expect(book.json<{ onVowch: { id: string } | null }[]>().map((e) => e.onVowch?.id)).toEqual([ivy.user.id]);
  const [item] = (await ivy.request({ method: "GET", url: "/api/invites" })).json<{ joins: number }[]>();
  expect(item!.joins).toBe(1);
  // A token that is not one is ignored: the sign-in still starts.
  expect((await t.app.inject({ method: "GET", url: "/api/login?invite=%20bad" })).statusCode).toBe(302);
});
