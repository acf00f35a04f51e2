// The one way a component test renders: as the app does, so a test meets the app's own query
// defaults and failure handling rather than a client of its own.
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";

export interface AppRenderOptions {
  path?: string;
  seed?: [QueryKey, unknown][];
}

/**
 * Renders `ui` in a fresh `createQueryClient()` and a wouter router whose location is kept in
 * memory, starting at `path`; `seed` is put in the cache first (each entry a query key and its
 * answer). Besides Testing Library's result it gives `history`: every path the router went to,
 * `path` first, so a test can check where a click navigated. The providers are the render's
 * wrapper, so `rerender` keeps them.
 */
export function renderInApp(ui: ReactNode, { path = "/", seed = [] }: AppRenderOptions = {}) {
  const client = createQueryClient();
  for (const [key, data] of seed) client.setQueryData(key, data);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>{children}</Router>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), history: location.history };
}
