// The one multipart/form-data builder of the tests: the API suites hand it to app.inject, the
// cluster test (scripts/cluster-test.ts) sends it over real HTTP through the proxy.
import { randomBytes } from "node:crypto";

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with text fields and files, in app.inject's shape ({ payload, headers }). */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----vowch${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export type MultipartBody = ReturnType<typeof multipart>;
