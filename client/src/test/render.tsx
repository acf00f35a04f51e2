// Component tests render inside the app's own query client and a router at `path`, with `seed`
// put in the cache first (each entry a query key and its answer).
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";

export interface AppRenderOptions {
  path?: string;
  seed?: [unknown[], unknown][];
}

export function renderInApp(ui: ReactNode, { path = "/", seed = [] }: AppRenderOptions = {}) {
  const client = createQueryClient();
  for (const [key, data] of seed) client.setQueryData(key, data);
  const { hook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={client}>
      <Router hook={hook}>{ui}</Router>
    </QueryClientProvider>,
  );
}
