// "Directions" to an address, in the phone's own maps: a geo: link on Android (any maps app the
// person chose answers it), Apple Maps on iPhone and iPad, OpenStreetMap everywhere else.

/** iPadOS presents itself as a Mac; a touch screen tells them apart. */
const isApple = (userAgent: string, touchPoints: number) =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);

export function directionsUrl(address: string, userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): string {
  const query = encodeURIComponent(address.trim());
  if (/Android/.test(userAgent)) return `geo:0,0?q=${query}`;
  if (isApple(userAgent, touchPoints)) return `https://maps.apple.com/?q=${query}`;
  return `https://www.openstreetmap.org/search?query=${query}`;
}
