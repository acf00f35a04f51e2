// One phone normalisation for matching (docs/decisions/023-phone-numbers-compare-as-e164.md):
// the server's duplicate checks and providers.phone_key, and later the client's contact import.
import { getCountries, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_REGION, type PhoneRegion } from "./phone-region";

/**
 * The number in E.164 ("+15551234567"), reading numbers without a country code as numbers of
 * `region`; null when the text is not a possible phone number. "Possible" checks the length only,
 * so made-up numbers such as 555 ones still match each other.
 */
export function normalisePhone(input: string | null | undefined, region: PhoneRegion = DEFAULT_PHONE_REGION): string | null {
  const text = input?.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isPossible() ? parsed.number : null;
}

/** Every region libphonenumber reads numbers of (Profile's phone region choices). */
export const phoneRegions = (): PhoneRegion[] => getCountries();

export function isPhoneRegion(value: string): value is PhoneRegion {
  return isSupportedCountry(value);
}

/** The one message for a provider phone with no E.164 form (the forms and the API say the same). */
export const PHONE_INVALID_MESSAGE = "Enter a valid phone number";

/**
 * Whether the text is a phone number: it has an E.164 form in `region` (normalisePhone). A
 * provider's phone must be one to be saved; one saved before the rule that is not is shown as
 * plain text, never as a call link.
 */
export function isPhoneNumber(input: string | null | undefined, region: PhoneRegion = DEFAULT_PHONE_REGION): boolean {
  return normalisePhone(input, region) !== null;
}
