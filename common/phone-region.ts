// The region phone numbers are read in, apart from the parser (common/phone.ts): a module that
// needs only the region's type or the default (the signed-in route table's chunk) does not carry
// libphonenumber and its metadata.
import type { CountryCode } from "libphonenumber-js/min";

export type PhoneRegion = CountryCode;

/** Used when DEFAULT_PHONE_REGION is not set. */
export const DEFAULT_PHONE_REGION: PhoneRegion = "US";
