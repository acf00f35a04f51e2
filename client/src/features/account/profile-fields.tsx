import type { Control } from "react-hook-form";
import type { AuthUser, CompleteProfile } from "@common/schemas/auth";
import { InputField } from "@/components/form/fields";

/** The profile's fields (the spec's Complete profile screen). */
const PROFILE_FIELDS: {
  name: keyof CompleteProfile;
  label: string;
  hint?: string;
  autoComplete: string;
  type?: string;
}[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "phone", label: "Phone number", hint: "Contacts can find you by phone", autoComplete: "tel", type: "tel" },
  { name: "homeAddress", label: "Home address", hint: "Contacts can find you by address", autoComplete: "street-address" },
];

/** The form's values from the user's profile (blank where not yet given). */
export const profileValues = (user: AuthUser | null | undefined): CompleteProfile => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  phone: user?.phone ?? "",
  homeAddress: user?.homeAddress ?? "",
});

/** The profile's fields, one form for onboarding (Complete Profile) and the profile editor. */
export function ProfileFields({ control }: { control: Control<CompleteProfile> }) {
  return PROFILE_FIELDS.map(({ name, label, hint, autoComplete, type }) => (
    <InputField
      key={name}
      control={control}
      name={name}
      label={label}
      description={hint}
      autoComplete={autoComplete}
      type={type ?? "text"}
    />
  ));
}
