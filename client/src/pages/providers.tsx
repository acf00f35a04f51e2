// Spec §2 Providers page: search, category select, "Ask Friends" and "Add Provider", tabs Browse
// All / My Providers / From Friends, the browse category chips, and the first-time welcome dialog.
import { useMemo, useState } from "react";
import { MessageCircleQuestion, Plus, Users } from "lucide-react";
import type { Provider } from "@common/schemas/providers";
import { DELAYS, PROVIDER_CATEGORIES } from "@common/constants";
import { AppShell } from "@/components/layout/app-shell";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/form/search-input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AddProviderWizard } from "@/features/providers/add-provider-wizard/add-provider-wizard";
import { useContactProviders, useProviders, useSavedProviders } from "@/features/providers/api/providers";
import { mergeBrowse } from "@/features/providers/merge";
import { ProviderCard, ProviderCardSkeleton } from "@/features/providers/provider-card";
import { CategorySelect } from "@/features/providers/provider-fields";
import { ProviderFormDialog } from "@/features/providers/provider-form-dialog";
import { WelcomeDialog } from "@/features/providers/welcome-dialog";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { lazyDialog } from "@/lib/lazy-dialog";
import { cn } from "@/lib/utils";

const ProviderRequestDialog = lazyDialog(() =>
  import("@/features/requests/provider-request-dialog").then((m) => m.ProviderRequestDialog),
);

type TabValue = "browse" | "saved" | "contacts";

function ProviderList({
  providers,
  isLoading,
  isError,
  empty,
  showSave,
}: {
  providers: Provider[];
  isLoading: boolean;
  isError: boolean;
  empty: React.ReactNode;
  showSave?: boolean;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading providers">
        <ProviderCardSkeleton />
        <ProviderCardSkeleton />
        <ProviderCardSkeleton />
      </div>
    );
  }
  if (isError) return <p className="py-8 text-center text-sm text-destructive">Couldn't load providers. Please try again.</p>;
  if (providers.length === 0) return <div className="py-8 text-center text-sm text-muted-foreground">{empty}</div>;
  return (
    <ul className="grid gap-3">
      {providers.map((p) => (
        <li key={p.id}>
          <ProviderCard provider={p} showSave={showSave} />
        </li>
      ))}
    </ul>
  );
}

export default function ProvidersPage() {
  const [tab, setTab] = useState<TabValue>("browse");
  const [searchInput, setSearchInput] = useState("");
  const [category, setCategory] = useState("all");
  const search = useDebouncedValue(searchInput.trim(), DELAYS.searchDebounceMs);
  const filters = { category, search };
  const [addOpen, setAddOpen] = useState(false);
  const [quickAddOpen, setQuickAddOpen] = useState(false);
  const [askOpen, setAskOpen] = useState(false);

  const all = useProviders(filters);
  const saved = useSavedProviders(filters);
  const friends = useContactProviders(filters);
  const browse = useMemo(() => mergeBrowse(all.data, saved.data, friends.data), [all.data, saved.data, friends.data]);
  const filtered = category !== "all" || search !== "";

  return (
    <AppShell pageKey="/providers">
      <h1 className="text-2xl font-bold text-foreground">Providers</h1>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => setAskOpen(true)}>
          <MessageCircleQuestion aria-hidden="true" /> Ask Friends
        </Button>
        <Button onClick={() => setAddOpen(true)}>
          <Plus aria-hidden="true" /> Add Provider
        </Button>
      </div>

      <div className="mt-4 grid gap-2">
        <SearchInput
          label={
            <Label htmlFor="provider-search" className="sr-only">
              Search providers
            </Label>
          }
          id="provider-search"
          placeholder="Search providers..."
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
        />
        <CategorySelect value={category} onChange={setCategory} includeAll aria-label="Category" placeholder="All Categories" />
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)} className="mt-4">
        <TabsList className="w-full">
          <TabsTrigger value="browse" className="flex-1">
            Browse All
          </TabsTrigger>
          <TabsTrigger value="saved" className="flex-1">
            My Providers
          </TabsTrigger>
          <TabsTrigger value="contacts" className="flex-1">
            From Friends
          </TabsTrigger>
        </TabsList>

        <TabsContent value="browse" className="grid gap-3">
          <div className="-mx-4 overflow-x-auto px-4 pb-1" role="group" aria-label="Categories">
            <div className="flex w-max gap-2">
              {["all", ...PROVIDER_CATEGORIES].map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                  className={cn(
                    "h-11 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                    category === c
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-card text-foreground hover:bg-muted",
                  )}
                >
                  {c === "all" ? "All" : c}
                </button>
              ))}
            </div>
          </div>
          <ProviderList
            providers={browse}
            isLoading={all.isLoading || saved.isLoading || friends.isLoading}
            isError={all.isError}
            showSave
            empty={filtered ? "No providers match your search." : "No providers yet. Add the first one!"}
          />
        </TabsContent>

        <TabsContent value="saved" className="grid gap-3">
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" className="h-11" onClick={() => setQuickAddOpen(true)}>
              <Plus aria-hidden="true" /> Quick add
            </Button>
          </div>
          <ProviderList
            providers={saved.data ?? []}
            isLoading={saved.isLoading}
            isError={saved.isError}
            empty={
              filtered ? (
                "None of your providers match your search."
              ) : (
                <div className="grid justify-items-center gap-3">
                  <p>You haven't added any providers yet.</p>
                  <Button onClick={() => setAddOpen(true)}>
                    <Plus aria-hidden="true" /> Add Provider
                  </Button>
                </div>
              )
            }
          />
        </TabsContent>

        <TabsContent value="contacts" className="grid gap-3">
          <ProviderList
            providers={friends.data ?? []}
            isLoading={friends.isLoading}
            isError={friends.isError}
            showSave
            empty={
              <div className="grid justify-items-center gap-3">
                <Users className="size-8 text-muted-foreground" aria-hidden="true" />
                <p>
                  {filtered
                    ? "No friend recommendations match your search."
                    : "Your friends haven't recommended any providers yet."}
                </p>
                <Button variant="outline" onClick={() => setAskOpen(true)}>
                  Ask Friends
                </Button>
              </div>
            }
          />
        </TabsContent>
      </Tabs>

      <AddProviderWizard open={addOpen} onOpenChange={setAddOpen} />
      <ProviderFormDialog open={quickAddOpen} onOpenChange={setQuickAddOpen} />
      <ProviderRequestDialog open={askOpen} onOpenChange={setAskOpen} initialCategory={category} initialSearch={searchInput} />
      <WelcomeDialog onStart={() => setAddOpen(true)} />
    </AppShell>
  );
}
