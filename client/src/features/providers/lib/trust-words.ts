// The words for what backs a provider (common/trust.ts decides them; docs/trust.md) in the page's
// language: common/trust.ts's functions with the providers catalogue's `trust.` texts, read at
// call time.
import i18next from "i18next";
import * as words from "@common/trust";

type LooseT = (key: string, options?: Record<string, unknown>) => string;
const t: words.TrustTranslate = (key, options) => (i18next.t as unknown as LooseT)(`providers:trust.${key}`, options);

export const trustReason = (trust: Parameters<typeof words.trustReason>[1]) => words.trustReason(t, trust);
export const ratingBreakdownText = (b: Parameters<typeof words.ratingBreakdownText>[1]) => words.ratingBreakdownText(t, b);
export const vouchedHiresText = (b: Parameters<typeof words.vouchedHiresText>[1]) => words.vouchedHiresText(t, b);
export const activityWords = (item: Parameters<typeof words.activityWords>[1]) => words.activityWords(t, item);
export const trustGlossary = () => words.trustGlossary(t);
