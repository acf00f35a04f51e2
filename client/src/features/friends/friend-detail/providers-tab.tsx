import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { useMemo, useState } from "react";
import type { FriendProfile, FriendProject } from "@common/schemas/friends";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { friendProviders } from "@/features/friends/friend-providers";
import { FriendProviderCard } from "./friend-provider-card";

const categoryItem = (category: string) => (
  <SelectItem key={category} value={category}>
    {categoryLabel(category)}
  </SelectItem>
);

export function ProvidersTab({ friend, projects }: { friend: FriendProfile; projects: FriendProject[] }) {
  const { t } = useTranslation("friends");
  const [category, setCategory] = useState("all");
  const all = useMemo(() => friendProviders(projects), [projects]);
  const categories = useMemo(() => [...new Set(all.map((e) => e.provider.category))].sort(), [all]);
  const shown = category === "all" ? all : all.filter((e) => e.provider.category === category);

  return (
    <div className="grid gap-3">
      <Select value={category} onValueChange={setCategory}>
        <SelectTrigger aria-label={t("providersTab.filter")}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t("providersTab.all")}</SelectItem>
          {categories.map(categoryItem)}
        </SelectContent>
      </Select>
      {shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
          <p className="font-semibold">{t("providersTab.noneTitle")}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {category === "all"
              ? t("providersTab.none", { name: friend.firstName ?? t("actions.yourFriendCapital") })
              : t("providersTab.noneIn", {
                  name: friend.firstName ?? t("actions.yourFriendCapital"),
                  category: categoryLabel(category),
                })}
          </p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t("detail.tabs.providers")}>
          {shown.map((entry) => (
            <FriendProviderCard key={entry.provider.id} friend={friend} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
