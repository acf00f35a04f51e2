// The de catalogue the client loads: one module per language, so a language is one chunk.
import { catalogueOf } from "./catalogue";

export default catalogueOf(
  import.meta.glob<Record<string, unknown>>(["@common/locales/de/*.json", "!@common/locales/de/{email,calendar,pdf}.json"], {
    eager: true,
    import: "default",
  }),
);

export { default as englishErrors } from "./en-errors";
