// A category value (English in the API and state) in the page's language, through the common
// namespace's category.<value> keys; an unknown value shows as it is.
import i18next from "i18next";

export const categoryLabel = (value: string): string =>
  i18next.t(`common:category.${value}` as "common:category", { defaultValue: value });
