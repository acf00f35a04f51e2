import { describe, expect, it } from "vitest";
import { languageOf, localeOf } from "./languages";

describe("languageOf", () => {
  it("takes the first of the phone's languages Vowch speaks", () => {
    expect(languageOf(["fr-FR", "de-AT", "es"])).toBe("de");
    expect(languageOf(["es_MX"])).toBe("es");
    expect(languageOf(["fr", "it"])).toBe("en");
    expect(languageOf([])).toBe("en");
  });
});

describe("localeOf", () => {
  it("keeps the spec's formats in English and the phone's region otherwise", () => {
    expect(localeOf("en", ["en-GB"])).toBe("en");
    expect(localeOf("es", ["en-US", "es-mx"])).toBe("es-MX");
    expect(localeOf("de", ["fr"])).toBe("de-DE");
  });
});
