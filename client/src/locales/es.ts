// The es catalogue the client loads: one module per language, so a language is one chunk.
import { catalogueOf } from "./catalogue";

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>(["@common/locales/es/*.json", "!@common/locales/es/{email,calendar,pdf}.json"], {
    eager: true,
    import: "default",
  }),
);

export { default as englishErrors } from "./en-errors";
