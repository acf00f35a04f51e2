// A trade (a category value, English as stored and sent) in the page's language, by the common
// namespace's `category.<value>` keys; the value itself when it has none.
import i18next from "i18next";

type LooseT = (key: string, options: { defaultValue: string }) => string;

export const categoryLabel = (value: string): string =>
  (i18next.t as unknown as LooseT)(`common:category.${value}`, { defaultValue: value });
