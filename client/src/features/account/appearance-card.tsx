// "Appearance" on the profile: the system's look, or always light or dark, on every device of the
// account. The choice shows at once; a failed save puts the previous one back (api/account.ts).
import { useTranslation } from "@/lib/use-translation";
import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { THEMES, type Theme } from "@common/theme";
import { useAuth } from "@/features/auth/api/auth";
import { useSetTheme } from "./api/account";
import { ChoiceCard } from "./choice-card";

const ICONS: Record<Theme, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

export function AppearanceCard() {
  const { t } = useTranslation("account");
  const theme = useAuth().user?.theme ?? "system";
  const setTheme = useSetTheme();
  return (
    <ChoiceCard
      id="appearance-title"
      title={t("appearance.title")}
      description={t("appearance.description")}
      value={theme}
      onChange={(value) => setTheme.mutate(value as Theme)}
      choices={THEMES.map((option) => ({ value: option, label: t(`appearance.themes.${option}`), icon: ICONS[option] }))}
      columns="grid-cols-3"
    />
  );
}
