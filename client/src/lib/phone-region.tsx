// The region the server reads the signed-in account's phone numbers in (GET /api/auth/user's
// phoneRegion, the deployment's DEFAULT_PHONE_REGION): the forms check provider phones in it and
// the screens decide in it whether a saved phone is a call link, so client and server agree.
import { createContext, useContext } from "react";
import { DEFAULT_PHONE_REGION, type PhoneRegion } from "@common/phone-region";

const PhoneRegionContext = createContext<PhoneRegion>(DEFAULT_PHONE_REGION);

/** A two-letter code as the server sends it (its configuration accepts only supported ones). */
const REGION_CODE = /^[A-Z]{2}$/;

/**
 * Given the signed-in user's region (an older offline copy may lack it: the common default).
 * Checked by its shape, not by libphonenumber, so the route table's chunk does not carry it.
 */
export function PhoneRegionProvider({ region, children }: { region: string | undefined; children: React.ReactNode }) {
  const value = region && REGION_CODE.test(region) ? (region as PhoneRegion) : DEFAULT_PHONE_REGION;
  return <PhoneRegionContext.Provider value={value}>{children}</PhoneRegionContext.Provider>;
}

/** The region phones are read in; the common default outside a signed-in screen. */
export const usePhoneRegion = () => useContext(PhoneRegionContext);
