// The signed-out pages in the page's language: the landing page in Spanish, forgot-password in
// German (its e-mail field, placeholder and buttons), then English again once switched back.
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { applyLanguage } from "@/lib/i18n";
import LandingPage from "./landing";
import ForgotPasswordPage from "./forgot-password";

afterEach(() => applyLanguage("en"));

describe("signed-out pages in Spanish and German", () => {
  it("the landing page speaks Spanish", async () => {
    await applyLanguage("es");
    render(<LandingPage />);
    expect(
      screen.getByRole("heading", {
        name: "Recibe recomendaciones de proveedores de confianza de los amigos que los han contratado.",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Empezar" }).getAttribute("href")).toBe("/api/login");
    expect(screen.getByRole("heading", { name: "Seguimiento de proyectos" })).toBeTruthy();
  });

  it("forgot-password speaks German, and English again after the switch back", async () => {
    await applyLanguage("de");
    const { unmount } = render(<ForgotPasswordPage />);
    expect(screen.getByRole("heading", { name: "Passwort vergessen?" })).toBeTruthy();
    expect(screen.getByLabelText("E-Mail").getAttribute("placeholder")).toBe("du@beispiel.de");
    expect(screen.getByRole("button", { name: "Link zum Zurücksetzen senden" })).toBeTruthy();
    expect(document.title).toBe("Passwort vergessen · Vowch");
    unmount();
    await applyLanguage("en");
    render(<ForgotPasswordPage />);
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeTruthy();
  });
});
