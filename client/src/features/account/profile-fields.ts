import type { CompleteProfile } from "@common/schemas/auth";

/** The profile's fields (spec §2 Complete profile), shared by onboarding and the profile editor. */
export const PROFILE_FIELDS: {
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
