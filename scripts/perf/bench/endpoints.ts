// What the benchmarks call: every screen's reads and a few everyday writes, with the signed-in
// users they call them as. One list for the in-process bench and the HTTP load bench.
import type { FastifyInstance } from "fastify";
import { SCALE_PASSWORD, scaleEmail } from "../seed/scale.js";

/** How a benchmark sends one request: through app.inject or over HTTP. */
export type Send = (request: {
  method: string;
  url: string;
  cookie?: string;
  body?: unknown;
}) => Promise<{ status: number; body: string; setCookie: string[] }>;

export interface Viewer {
  email: string;
  id: string;
  cookie: string;
  projectId: string;
  providerId: string;
}

export interface Endpoint {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH";
  url(viewer: Viewer, friend: Viewer): string;
  body?: (viewer: Viewer) => unknown;
  /** The status a successful call answers. */
  ok: number;
}

const get = (name: string, url: Endpoint["url"]): Endpoint => ({ name: `GET ${name}`, method: "GET", url, ok: 200 });

export const readEndpoints: Endpoint[] = [
  get("/api/auth/user", () => "/api/auth/user"),
  get("/api/projects", () => "/api/projects"),
  get("/api/projects/{id}", (v) => `/api/projects/${v.projectId}`),
  get("/api/projects/{id}/providers", (v) => `/api/projects/${v.projectId}/providers`),
  get("/api/projects/{id}/collaborators", (v) => `/api/projects/${v.projectId}/collaborators`),
  get("/api/user/stats", () => "/api/user/stats"),
  get("/api/providers", () => "/api/providers"),
  get("/api/providers?category=Plumber", () => "/api/providers?category=Plumber"),
  get("/api/providers?search=acme", () => "/api/providers?search=acme"),
  get("/api/providers/browse", () => "/api/providers/browse"),
  get("/api/providers/saved", () => "/api/providers/saved"),
  get("/api/providers/contact-recommended", () => "/api/providers/contact-recommended"),
  get("/api/providers/recommended", () => "/api/providers/recommended"),
  get("/api/providers/{id}", (v) => `/api/providers/${v.providerId}`),
  get("/api/providers/{id}/projects", (v) => `/api/providers/${v.providerId}/projects`),
  get("/api/providers/{id}/user-projects", (v) => `/api/providers/${v.providerId}/user-projects`),
  get("/api/providers/{id}/contact-projects", (v) => `/api/providers/${v.providerId}/contact-projects`),
  get("/api/providers/{id}/edits", (v) => `/api/providers/${v.providerId}/edits`),
  get("/api/recommendations", () => "/api/recommendations"),
  get("/api/friends", () => "/api/friends"),
  get("/api/friends?search=gar", () => "/api/friends?search=gar"),
  get("/api/users/all?search=gar", () => "/api/users/all?search=gar"),
  get("/api/contacts/{id}", (_v, f) => `/api/contacts/${f.id}`),
  get("/api/contacts/{id}/projects", (_v, f) => `/api/contacts/${f.id}/projects`),
  get("/api/provider-requests", () => "/api/provider-requests"),
  get("/api/provider-suggestions", () => "/api/provider-suggestions"),
];

export const writeEndpoints: Endpoint[] = [
  {
    name: "POST /api/projects",
    method: "POST",
    url: () => "/api/projects",
    body: () => ({ title: "Bench: replace the porch light", category: "Electrician", budget: "180" }),
    ok: 201,
  },
  {
    name: "PUT /api/projects/{id}",
    method: "PUT",
    url: (v) => `/api/projects/${v.projectId}`,
    body: () => ({ title: "Bench: repaint the fence", category: "Painter", status: "planning" }),
    ok: 200,
  },
  {
    name: "POST /api/providers/{id}/vouch",
    method: "POST",
    url: (v) => `/api/providers/${v.providerId}/vouch`,
    body: () => ({ rating: 5, comment: "Quick and tidy" }),
    ok: 200,
  },
];

const SESSION_COOKIE = "vowch.sid";

/** Signs in scale user `n` and picks a project and a provider of theirs to call with. */
export async function signInViewer(send: Send, n: number): Promise<Viewer> {
  const email = scaleEmail(n);
  const login = await send({ method: "POST", url: "/api/auth/login", body: { email, password: SCALE_PASSWORD } });
  if (login.status !== 200) throw new Error(`sign-in as ${email} failed: ${login.status} ${login.body}`);
  const sid = login.setCookie.map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!sid) throw new Error(`sign-in as ${email} set no session cookie`);
  const cookie = sid;
  const json = async <T>(url: string) => JSON.parse((await send({ method: "GET", url, cookie })).body) as T;
  const id = (JSON.parse(login.body) as { id: string }).id;
  // One of their own projects (the list also holds projects they collaborate on), with a provider.
  const projects = (await json<{ id: string; userId: string; providerCount: number }[]>("/api/projects")).filter(
    (p) => p.userId === id,
  );
  const project = projects.find((p) => p.providerCount > 0) ?? projects[0];
  if (!project) throw new Error(`${email} has no project`);
  // A provider on the viewer's own project, so "user-projects" and "projects" have something to show.
  const links = await json<{ providerId: string }[]>(`/api/projects/${project.id}/providers`);
  const saved = await json<{ id: string }[]>("/api/providers/saved");
  const providerId = links[0]?.providerId ?? saved[0]?.id;
  if (!providerId) throw new Error(`${email} has no provider`);
  return { email, id, cookie, projectId: project.id, providerId };
}

/** Sends through app.inject: no network, same routes. */
export function injectSend(app: FastifyInstance): Send {
  return async ({ method, url, cookie, body }) => {
    const res = await app.inject({
      method: method as "GET",
      url,
      headers: cookie ? { cookie } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = res.headers["set-cookie"];
    return {
      status: res.statusCode,
      body: res.body,
      setCookie: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
    };
  };
}
