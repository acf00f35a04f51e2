import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { TriangleAlert } from "lucide-react";
import { useFormState, useWatch, type Control } from "react-hook-form";
import { isPhoneNumber } from "@common/phone";
import type { PhoneRegion } from "@common/phone-region";
import type { AuthUser, CompleteProfile } from "@common/schemas/auth";
import { InputField } from "@/components/form/fields";
import { usePhoneRegion } from "@/lib/phone-region";
import { addEnglish } from "@/lib/i18n";
import account from "@common/locales/en/account.json";

// Complete Profile can open before the signed-in screens' English has loaded: these fields bring theirs.
addEnglish({ account });

/** The warning under a profile phone that is no phone number (the spec asks only for one). */
const profilePhoneWarning = () => i18next.t("account:profile.phoneWarning");

/** The same warning on the Profile page, naming the saved phone (tapping the card edits it). */
export const savedPhoneWarning = (phone: string) => i18next.t("account:profile.savedPhoneWarning", { phone });

/** Whether a profile phone is given but is no phone number in `region` (contacts cannot match it). */
export const isUnreachablePhone = (phone: string | null | undefined, region: PhoneRegion) =>
  !!phone?.trim() && !isPhoneNumber(phone, region);

/**
 * The phone's hint, and below it the warning when the phone is no number: once the field was
 * left, or at once for the saved value. It warns only; the profile saves as the spec says.
 */
function PhoneHint({ control, hint }: { control: Control<CompleteProfile>; hint: string }) {
  const phone = useWatch({ control, name: "phone" });
  const { touchedFields, dirtyFields } = useFormState({ control, name: "phone" });
  const region = usePhoneRegion();
  const show = isUnreachablePhone(phone, region) && (touchedFields.phone || !dirtyFields.phone);
  return (
    <>
      {hint}
      {show ? (
        <span className="mt-1 flex items-start gap-1.5 font-medium text-warning" data-slot="phone-warning">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {profilePhoneWarning()}
        </span>
      ) : null}
    </>
  );
}

/** The profile's fields (the spec's Complete profile screen). */
const PROFILE_FIELDS: {
  name: keyof CompleteProfile;
  hint?: boolean;
  autoComplete: string;
  type?: string;
}[] = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "phone", hint: true, autoComplete: "tel", type: "tel" },
  { name: "homeAddress", hint: true, autoComplete: "street-address" },
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
  const { t } = useTranslation("account");
  return PROFILE_FIELDS.map(({ name, hint: hinted, autoComplete, type }) => {
    const hint = hinted ? t(`profile.hints.${name as "phone" | "homeAddress"}`) : undefined;
    return (
      <InputField
        key={name}
        control={control}
        name={name}
        label={t(`profile.fields.${name}`)}
        description={name === "phone" && hint ? <PhoneHint control={control} hint={hint} /> : hint}
        autoComplete={autoComplete}
        type={type ?? "text"}
      />
    );
  });
}
