// A category value (English in the API and state) in the page's language: the `common`
// namespace's `category.<value>`, else the value itself.
import i18next from "i18next";

export const categoryLabel = (value: string): string =>
  i18next.t(`common:category.${value}` as "common:category", { defaultValue: value }) as string;
