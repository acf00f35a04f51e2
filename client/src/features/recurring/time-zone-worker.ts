// Reads the browser's IANA time zone in a dedicated worker (time-zone-sync.ts): a page's first
// `Intl.DateTimeFormat` loads ICU's locale data, 40–175 ms of a phone's main thread on a first
// visit, which here runs on the worker's own thread instead.
let zone: string | null = null;
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
} catch {
  // No zone to report: the page treats null as "none".
}
self.postMessage(zone);
