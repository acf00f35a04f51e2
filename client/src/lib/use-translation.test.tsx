// The app's translation hook: one shared `t` per language and namespace, a re-render when the
// language changes, and the instance an I18nextProvider gives (the first paint's frames).
import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { createInstance, type TFunction } from "i18next";
import { I18nextProvider } from "react-i18next";
import en from "@/locales/en";
import de from "@/locales/de";
import { applyLanguage } from "./i18n";
import { useTranslation } from "./use-translation";

const seen: TFunction[] = [];

function CallWord({ label }: { label: string }) {
  const { t } = useTranslation();
  seen.push(t);
  return <p aria-label={label}>{t("contact.call")}</p>;
}

afterEach(async () => {
  seen.length = 0;
  await act(() => applyLanguage("en"));
});

describe("useTranslation (lib/use-translation.ts)", () => {
  it("gives the components of one language and namespace the same t", () => {
    render(
      <>
        <CallWord label="first" />
        <CallWord label="second" />
      </>,
    );
    expect(screen.getByLabelText("first").textContent).toBe("Call");
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it("re-renders in the new language when it changes, with a new t", async () => {
    render(<CallWord label="word" />);
    const english = seen.at(-1);
    await act(() => applyLanguage("es"));
    expect(screen.getByLabelText("word").textContent).toBe("Llamar");
    expect(seen.at(-1)).not.toBe(english);
  });

  it("speaks the language of the instance an I18nextProvider gives", () => {
    const german = createInstance();
    void german.init({
      lng: "de",
      fallbackLng: "en",
      resources: { en, de },
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    render(
      <I18nextProvider i18n={german}>
        <CallWord label="german" />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText("german").textContent).toBe("Anrufen");
  });
});
