import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import type { CompleteProfile } from "@common/schemas/auth";
import { Form } from "@/components/ui/form";
import { applyLanguage } from "@/lib/i18n";
import { ProfileFields } from "./profile-fields";

const PROFILE_PHONE_WARNING = "This doesn't look like a phone number, so contacts can't find you by it.";

afterEach(() => applyLanguage("en"));

function ProfileForm({ phone }: { phone: string }) {
  const form = useForm<CompleteProfile>({
    defaultValues: { firstName: "Pat", lastName: "Lee", phone, homeAddress: "1 Main St" },
  });
  return (
    <Form {...form}>
      <form>
        <ProfileFields control={form.control} />
      </form>
    </Form>
  );
}

describe("ProfileFields' phone warning (the spec asks only for a phone)", () => {
  it("warns under a saved phone that is no phone number, keeping the spec's hint", () => {
    render(<ProfileForm phone="call me maybe" />);
    expect(screen.getByText("Contacts can find you by phone")).toBeTruthy();
    expect(screen.getByText(PROFILE_PHONE_WARNING)).toBeTruthy();
    // The warning is part of the field's description, read with the field; it is no error.
    const input = screen.getByLabelText("Phone number");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").some((id) => document.getElementById(id)?.textContent?.includes(PROFILE_PHONE_WARNING))).toBe(
      true,
    );
  });

  it("says nothing for a phone number, and warns about a typed non-number once the field is left", () => {
    render(<ProfileForm phone="(415) 555-0100" />);
    expect(screen.queryByText(PROFILE_PHONE_WARNING)).toBeNull();
    const input = screen.getByLabelText("Phone number");
    fireEvent.change(input, { target: { value: "555" } });
    expect(screen.queryByText(PROFILE_PHONE_WARNING)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(PROFILE_PHONE_WARNING)).toBeTruthy();
    fireEvent.change(input, { target: { value: "+44 20 7946 0958" } });
    expect(screen.queryByText(PROFILE_PHONE_WARNING)).toBeNull();
  });
});

describe("ProfileFields in German", () => {
  it("labels the fields and warns in German, the typed phone as typed", async () => {
    await applyLanguage("de");
    render(<ProfileForm phone="call me maybe" />);
    expect(screen.getByLabelText("Vorname")).toBeTruthy();
    expect(screen.getByLabelText("Telefonnummer")).toBeTruthy();
    expect(screen.getByText("Kontakte können dich über die Telefonnummer finden")).toBeTruthy();
    expect(
      screen.getByText("Das sieht nicht wie eine Telefonnummer aus, deshalb können dich Kontakte darüber nicht finden."),
    ).toBeTruthy();
    expect(screen.getByDisplayValue("call me maybe")).toBeTruthy();
  });
});
