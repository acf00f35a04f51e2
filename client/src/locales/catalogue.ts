// A language's catalogue as the client loads it: the namespaces Vite's glob found in
// common/locales/<language>/ (the server's own — e-mail, calendar file, PDF — left out by the glob
// itself), each named by its file, so a new namespace needs no list here.
type Namespace = Record<string, unknown>;

export function catalogueOf(files: Record<string, Namespace>): Record<string, Namespace> {
  return Object.fromEntries(
    Object.entries(files).map(([file, namespace]) => [file.slice(file.lastIndexOf("/") + 1, -".json".length), namespace]),
  );
}
