// Account currencies (docs/decisions/148-currency-and-phone-region.md): an ISO 4217 code the
// platform's Intl knows, with at most two decimals (amounts are stored with two).
import { z } from "zod";
import { isPhoneRegion } from "./phone";
import { currencyDigits } from "./format";

let known: Set<string> | undefined;
/** Whether Intl knows the code as a currency ("USD", "EUR"). */
function isKnownCurrency(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf("currency"));
  return known.has(code);
}

/** The currencies an account may choose: known to Intl, at most two decimals. */
export function accountCurrencies(): string[] {
  return Intl.supportedValuesOf("currency").filter((code) => currencyDigits(code) <= 2);
}

const UNKNOWN_CURRENCY_MESSAGE = "Choose a currency from the list (an ISO 4217 code such as USD or EUR)";
const TOO_MANY_DECIMALS_MESSAGE = "Amounts are kept with at most 2 decimals: choose a currency with 2 decimals or fewer";
const UNKNOWN_REGION_MESSAGE = "Choose a region from the list (a two-letter country code such as US or GB)";

/** PUT /api/account/currency. */
export const currencyRequestSchema = z.object({
  currency: z
    .string({ error: UNKNOWN_CURRENCY_MESSAGE })
    .refine(isKnownCurrency, UNKNOWN_CURRENCY_MESSAGE)
    .refine((code) => currencyDigits(code) <= 2, TOO_MANY_DECIMALS_MESSAGE),
});

/** PUT /api/account/phone-region: a region, or null for the instance's DEFAULT_PHONE_REGION. */
export const phoneRegionRequestSchema = z.object({
  region: z.string({ error: UNKNOWN_REGION_MESSAGE }).refine(isPhoneRegion, UNKNOWN_REGION_MESSAGE).nullable(),
});
