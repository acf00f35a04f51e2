// A category (common/constants.ts's lists) in the page's language. The values stay English in the
// API and in state; only what is shown is translated (the `common` namespace's `category.<value>`).
// A value the catalogue does not know (a newer server) is shown as it comes.
import i18next from "i18next";

export function categoryLabel(value: string, lng?: string): string {
  return i18next.t(`common:category.${value}` as "common:category.Other", { defaultValue: value, lng });
}
