// "Language" on the profile: the phone's language, or one Vowch speaks, on every device of the
// account (and in its e-mails). The page switches at once; a failed save switches back.
import { useTranslation } from "@/lib/use-translation";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@common/i18n/languages";
import { useAuth } from "@/features/auth/api/auth";
import { useSetLanguage } from "./api/account";
import { ChoiceCard } from "./choice-card";

const PHONE = "phone";

export function LanguageCard() {
  const { t } = useTranslation("account");
  const choice = useAuth().user?.languageChoice ?? null;
  const setLanguage = useSetLanguage();
  return (
    <ChoiceCard
      id="language-title"
      title={t("language.title")}
      description={t("language.description")}
      value={choice ?? PHONE}
      onChange={(value) => setLanguage.mutate(value === PHONE ? null : (value as Language))}
      choices={[
        { value: PHONE, label: t("language.phone") },
        ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language })),
      ]}
      columns="grid-cols-2"
    />
  );
}
