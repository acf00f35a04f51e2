import { describe, expect, it } from "vitest";
import {
  credentialsSchema,
  DEMO_PASSWORD,
  DEMO_PASSWORD_MESSAGE,
  newPasswordFormSchema,
  registrationSchema,
  REPEATED_CHARACTER_MESSAGE,
} from "./auth";

const messages = (password: string) =>
  registrationSchema.safeParse({ email: "a@example.com", password }).error?.issues.map((i) => i.message) ?? [];

describe("a new password", () => {
  it.each(["aaaaaaaa", "00000000000", "!!!!!!!!!", "ééééééééé"])("refuses %s, one character repeated", (password) => {
    expect(messages(password)).toEqual([REPEATED_CHARACTER_MESSAGE]);
  });

  it("refuses the demo's published password, on the sign-up and the new-password forms", () => {
    expect(messages(DEMO_PASSWORD)).toEqual([DEMO_PASSWORD_MESSAGE]);
    const form = newPasswordFormSchema.safeParse({ password: DEMO_PASSWORD, confirm: DEMO_PASSWORD });
    expect(form.error?.issues.map((i) => i.message)).toEqual([DEMO_PASSWORD_MESSAGE]);
  });

  it("keeps the earlier rules and accepts two different characters", () => {
    expect(messages("        ")).toEqual(["Password cannot be blank"]);
    expect(messages("short")).toEqual(["Password must be at least 8 characters"]);
    expect(messages("abababab")).toEqual([]);
    expect(messages("aaaaaaab")).toEqual([]);
  });

  it("never applies to signing in, so an account that has such a password keeps it", () => {
    expect(credentialsSchema.safeParse({ email: "a@example.com", password: DEMO_PASSWORD }).success).toBe(true);
    expect(credentialsSchema.safeParse({ email: "a@example.com", password: "aaaaaaaa" }).success).toBe(true);
  });
});
