import { describe, expect, it } from "vitest";
import {
  experienceDefaults,
  experienceSchema,
  isWebsite,
  providerFormSchema,
  providerFormSchemaFor,
  vouchSchema,
} from "./providers";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("provider form (the spec's validation rules)", () => {
  it("accepts a minimal provider and blank optional fields", () => {
    expect(providerFormSchema.safeParse({ name: "Joe", category: "Plumber", email: "", website: "" }).success).toBe(true);
  });
  it.each([
    [{ name: " ", category: "Plumber" }, "Provider name is required"],
    [{ name: "x".repeat(256), category: "Plumber" }, "Name is too long"],
    [{ name: "Joe", category: "Plumber", email: "joe@" }, "Invalid email address"],
    [{ name: "Joe", category: "Plumber", website: "joe" }, "Invalid website URL"],
  ])("%j → %s", (input, message) => {
    expect(firstMessage(providerFormSchema.safeParse(input))).toBe(message);
  });
  it("takes websites with or without a scheme", () => {
    expect(isWebsite("joes.com")).toBe(true);
    expect(isWebsite("https://www.joes.com/about?x=1")).toBe(true);
    expect(isWebsite("ftp://joes.com")).toBe(false);
    expect(isWebsite("joes com")).toBe(false);
  });
});

describe("experience (the spec's validation rules)", () => {
  const base = { ...experienceDefaults, name: "Joe", category: "Plumber" };
  it("has the spec defaults", () => {
    expect(experienceDefaults).toMatchObject({
      experienceType: "completed",
      wouldVouch: true,
      rating: 5,
      projectType: "one_time",
    });
  });
  it("needs a review of 10 characters only when completed, vouching and rated", () => {
    const completed = { ...base, projectTitle: "Sink" };
    expect(firstMessage(experienceSchema.safeParse({ ...completed, reviewText: "too short" }))).toBe(
      "Please share at least 10 characters about your experience",
    );
    expect(experienceSchema.safeParse({ ...completed, reviewText: "long enough!" }).success).toBe(true);
    expect(experienceSchema.safeParse({ ...completed, wouldVouch: false }).success).toBe(true);
    expect(experienceSchema.safeParse({ ...completed, rating: null }).success).toBe(true);
  });
  it("needs a rating and a description for ongoing relationships", () => {
    const ongoing = { ...base, experienceType: "ongoing" as const };
    expect(firstMessage(experienceSchema.safeParse({ ...ongoing, rating: null, ongoingDescription: "ten chars!!" }))).toBe(
      "Rating is required for ongoing relationships",
    );
    expect(firstMessage(experienceSchema.safeParse({ ...ongoing, ongoingDescription: "short" }))).toBe(
      "Please provide at least 10 characters describing your relationship",
    );
  });
  it("needs a project title (completed, future) or an existing project", () => {
    expect(firstMessage(experienceSchema.safeParse({ ...base, experienceType: "future" }))).toBe("Project title is required");
    expect(firstMessage(experienceSchema.safeParse({ ...base, experienceType: "existing" }))).toBe(
      "Please select an existing project",
    );
  });
});

describe("vouch (the spec's validation rules)", () => {
  it("defaults the rating to 5 and keeps it within 1–5", () => {
    expect(vouchSchema.parse({})).toEqual({ rating: 5 });
    expect(vouchSchema.safeParse({ rating: 0 }).success).toBe(false);
    expect(vouchSchema.safeParse({ rating: 6 }).success).toBe(false);
  });
});

describe("provider phones", () => {
  const base = { name: "Joe", category: "Plumber" };
  it("refuse a value with no E.164 form in the region, with one message", () => {
    expect(firstMessage(providerFormSchema.safeParse({ ...base, phone: "call me maybe" }))).toBe("Enter a valid phone number");
    expect(firstMessage(providerFormSchema.safeParse({ ...base, phone: "020 7946 0958" }))).toBe("Enter a valid phone number");
    expect(providerFormSchemaFor("GB").safeParse({ ...base, phone: "020 7946 0958" }).success).toBe(true);
  });
  it("keep an accepted phone as typed (trimmed) and let a blank one through", () => {
    expect(providerFormSchema.parse({ ...base, phone: " (415) 555-0100 " }).phone).toBe("(415) 555-0100");
    expect(providerFormSchema.safeParse({ ...base, phone: "" }).success).toBe(true);
    expect(providerFormSchema.safeParse(base).success).toBe(true);
  });
});
