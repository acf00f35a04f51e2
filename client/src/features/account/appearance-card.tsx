// "Appearance" on the profile: the system's look, or always light or dark, on every device of the
// account. The choice shows at once; a failed save puts the previous one back (api/account.ts).
import { useTranslation } from "react-i18next";
import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { THEMES, type Theme } from "@common/theme";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useAuth } from "@/features/auth/api/auth";
import { useSetTheme } from "./api/account";

const ICONS: Record<Theme, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

export function AppearanceCard() {
  const { t } = useTranslation("account");
  const theme = useAuth().user?.theme ?? "system";
  const setTheme = useSetTheme();
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 id="appearance-title" className="text-base font-semibold">
            {t("appearance.title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("appearance.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="appearance-title"
          value={theme}
          onValueChange={(value) => setTheme.mutate(value as Theme)}
          className="grid-cols-3 gap-2"
        >
          {THEMES.map((option) => {
            const Icon = ICONS[option];
            return (
              <Label
                key={option}
                className="flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border border-border p-2 text-sm font-medium has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary has-[[data-state=checked]]:text-secondary-foreground"
              >
                <span className="flex items-center gap-1.5">
                  <RadioGroupItem value={option} />
                  <Icon aria-hidden className="size-4" />
                </span>
                {t(`appearance.themes.${option}`)}
              </Label>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
