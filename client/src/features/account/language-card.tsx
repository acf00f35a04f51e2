// "Language" on the profile: the phone's language, or one Vowch speaks, on every device of the
// account (and in its e-mails). The page switches at once; a failed save switches back.
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@common/i18n/languages";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useAuth } from "@/features/auth/api/auth";
import { useSetLanguage } from "./api/account";

const PHONE = "phone";

export function LanguageCard() {
  const { t } = useTranslation("account");
  const choice = useAuth().user?.languageChoice ?? null;
  const setLanguage = useSetLanguage();
  const options: Array<{ value: string; label: string; lang?: Language }> = [
    { value: PHONE, label: t("language.phone") },
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language })),
  ];
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 id="language-title" className="text-base font-semibold">
            {t("language.title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("language.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="language-title"
          value={choice ?? PHONE}
          onValueChange={(value) => setLanguage.mutate(value === PHONE ? null : (value as Language))}
          className="grid-cols-2 gap-2"
        >
          {options.map((option) => (
            <Label
              key={option.value}
              lang={option.lang}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-border p-3 text-sm font-medium has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary has-[[data-state=checked]]:text-secondary-foreground"
            >
              <RadioGroupItem value={option.value} />
              {option.label}
            </Label>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
