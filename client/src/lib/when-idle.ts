// Work a screen does not need for its first paint runs when the main thread is next idle (a
// phone's first render should not wait for it), within `timeoutMs` at the latest.

/** Runs `run` when idle (a timer where idle callbacks are missing); returns a cancel function. */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
