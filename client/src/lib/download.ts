// Handing a fetched file to the browser as a download, under the name the server gave it.

/** The file name of the answer's Content-Disposition, else `fallback`. */
function fileNameOf(res: Response, fallback: string): string {
  const named = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return named?.[1] ?? fallback;
}

/** Saves the answer's body as a download; resolves to the file name it was saved under. */
export async function saveDownload(res: Response, fallback: string): Promise<string> {
  const fileName = fileNameOf(res, fallback);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the memory goes after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}
