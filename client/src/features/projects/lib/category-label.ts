// Values that stay English in the API and state (categories, statuses), shown in the page's
// language (or `lng`) through the `common` namespace (`category.<value>`, `status.<value>`), else
// in English.
import i18next from "i18next";
import { projectStatusLabel } from "@/components/shared/status-badges";

export const categoryLabel = (value: string, lng?: string): string =>
  i18next.t(`common:category.${value}` as "common:category", { defaultValue: value, lng });

export const statusLabel = (status: string): string =>
  i18next.t(`common:status.${status}` as "common:status", { defaultValue: projectStatusLabel(status) });
