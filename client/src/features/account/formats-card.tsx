// "Money and phone numbers" on the profile: the account's currency (the amounts it enters from now
// on are in it; earlier ones keep theirs) and its phone region (numbers it types without a country
// code are read in it; stored ones stay as read). Names come from Intl in the page's language.
import { useId, useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { accountCurrencies } from "@common/currency";
import { phoneRegions } from "@common/phone";
import type { AuthUser } from "@common/schemas/auth";
import { NativeSelect } from "@/components/form/native-select";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { authKeys, useAuth } from "@/features/auth/api/auth";
import { apiJson } from "@/lib/api-client";
import { errorToast, featureCalls, REDIRECT } from "@/lib/query-client";

const calls = featureCalls(REDIRECT);
/** The select's value for "the instance's region" (no choice of the account's own). */
const INSTANCE = "";

/** A PUT of one account setting, shown at once and put back if the save fails. */
function useAccountSetting<T>(
  path: string,
  body: (value: T) => unknown,
  patch: (value: T) => Partial<AuthUser>,
  failure: "formats:currency.saveFailed" | "formats:region.saveFailed",
) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast: errorToast(() => i18next.t(failure)) },
    mutationFn: (value: T) => apiJson<void>("PUT", path, body(value)),
    onMutate: (value: T) => {
      const before = queryClient.getQueryData<AuthUser | null>(authKeys.user());
      queryClient.setQueryData<AuthUser | null>(authKeys.user(), (old) => (old ? { ...old, ...patch(value) } : old));
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) queryClient.setQueryData<AuthUser | null>(authKeys.user(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

function displayNames(language: string, type: "currency" | "region"): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(language, { type });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

export function FormatsCard() {
  const { t, i18n } = useTranslation("formats");
  const user = useAuth().user;
  const ids = useId();
  const setCurrency = useAccountSetting<string>(
    "/api/account/currency",
    (currency) => ({ currency }),
    (currency) => ({ currency }),
    "formats:currency.saveFailed",
  );
  const setRegion = useAccountSetting<string | null>(
    "/api/account/phone-region",
    (region) => ({ region }),
    (region) => ({ phoneRegionChoice: region, ...(region ? { phoneRegion: region } : {}) }),
    "formats:region.saveFailed",
  );
  const language = i18n.language;
  const currencies = useMemo(() => {
    const name = displayNames(language, "currency");
    return accountCurrencies()
      .map((code) => ({ code, label: `${name(code)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language]);
  const regions = useMemo(() => {
    const name = displayNames(language, "region");
    return phoneRegions()
      .map((code) => ({ code, label: `${name(code)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language]);
  if (!user) return null;
  const instanceRegion = user.phoneRegionChoice === null ? user.phoneRegion : null;
  return (
    <Card className="mt-4">
      <CardHeading title={t("card.title")} description={t("card.description")} />
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-currency`}>{t("currency.label")}</Label>
          <NativeSelect id={`${ids}-currency`} value={user.currency} onChange={(e) => setCurrency.mutate(e.target.value)}>
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-region`}>{t("region.label")}</Label>
          <NativeSelect
            id={`${ids}-region`}
            value={user.phoneRegionChoice ?? INSTANCE}
            onChange={(e) => setRegion.mutate(e.target.value === INSTANCE ? null : e.target.value)}
          >
            <option value={INSTANCE}>
              {instanceRegion ? t("region.instance", { region: instanceRegion }) : t("region.instancePlain")}
            </option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardContent>
    </Card>
  );
}
