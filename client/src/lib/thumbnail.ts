// A stored image's thumbnail: the file route with `?size=thumb` (a WebP of at most
// 40 KB). Lists and avatars use it; other addresses (an identity provider's picture) are kept.
export function thumbnailUrl(url: string): string {
  if (!/^\/api\/files\/[0-9a-f-]{36}$/i.test(url)) return url;
  return `${url}?size=thumb`;
}
