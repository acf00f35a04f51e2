// A file of the built client read again whenever it changes, so a rebuilt client is served at once
// without a restart; one stat per use, a read only after a change.
import fs from "node:fs";

/** `read()` answers `parse` of the file's text (undefined while the file is missing), made again after each change. */
export function builtFile<T>(file: string, parse: (text: string | undefined) => T): () => T {
  let builtAt = -1;
  let value: T;
  return () => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== builtAt) {
      builtAt = mtime;
      value = parse(mtime ? fs.readFileSync(file, "utf8") : undefined);
    }
    return value;
  };
}
