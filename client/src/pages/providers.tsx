// The spec's Providers page screen: search, category select, "Ask Friends" and "Add Provider", tabs Browse
// All / My Providers / From Friends, the browse category chips, and the first-time welcome dialog.
// Each tab is a paged list that loads more as it scrolls; Browse's merge and order are the
// server's (GET /api/providers/browse). A share from another app ("Share into Vowch") lands at
// `?shared=1`: the Add Provider wizard opens with what it held (features/providers/shared-provider.ts).
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { useEffect, useId, useRef, useState } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { MessageCircleQuestion, Plus, Users, X } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import type { Provider, ProviderListItem, ProviderListQuery } from "@common/schemas/providers";
import { PROVIDER_CATEGORIES } from "@common/constants";
import { DELAYS } from "@common/delays";
import { AppShell } from "@/components/layout/app-shell";
import { paths } from "@/lib/paths";
import { LoadError } from "@/components/ui/load-error";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/form/search-input";
import { Label } from "@/components/ui/label";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Tabs, TabsList, TabsPanel, TabsTrigger, tabIds } from "@/components/ui/tabs";
import { useBrowseProviders, useContactProviders, useSavedProviders } from "@/features/providers/api/providers";
import { ProviderCard, ProviderCardSkeleton } from "@/features/providers/provider-card";
import { CategorySelect } from "@/components/form/category-select";
import { WelcomeDialog } from "@/features/providers/welcome-dialog";
import { takeSharedProvider } from "@/features/providers/shared-provider";
import { ContactPrices } from "@/components/shared/contact-prices";
import { usePrices } from "@/features/money/api/money";
import { useDoNotHireIds } from "@/features/provider-book/api/provider-book";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useSearchParam } from "@/hooks/use-search-param";
import { lazyDialog } from "@/lib/lazy-dialog";
import { pageItems, type Page } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useStagedRender } from "@/hooks/use-staged-render";

// The dialogs load when first opened: none is needed to show the list.
const AddProviderWizard = lazyDialog(() =>
  import("@/features/providers/add-provider-wizard/add-provider-wizard").then((m) => m.AddProviderWizard),
);
const ProviderFormDialog = lazyDialog(() =>
  import("@/features/providers/provider-form-dialog").then((m) => m.ProviderFormDialog),
);
const ProviderRequestDialog = lazyDialog(() =>
  import("@/features/requests/provider-request-dialog").then((m) => m.ProviderRequestDialog),
);

// The spec's screens tab values; the open tab lives in `?tab=` (Browse, the default, leaves it out).
const TABS = ["browse", "saved", "contacts"] as const;
type TabValue = (typeof TABS)[number];

/** Browse's category chips: "All", then each category. */
const CATEGORY_CHIPS = ["all", ...PROVIDER_CATEGORIES];

type PagedProviders = UseInfiniteQueryResult<InfiniteData<Page<ProviderListItem>, string | null>>;

/** The cards a phone's first screen shows (two below the page's controls); the rest of a first page renders right after they paint. */
const FIRST_SCREEN_CARDS = 3;

/**
 * A tab's list: skeletons, error, empty text, the cards, and the next page when the end comes into
 * view. When the first page arrives while the list is on screen, the first screenful of cards
 * renders at once and the rest in a transition React splits into short tasks (a phone's main
 * thread stays free). A list whose page is already cached (Back) renders whole.
 */
function ProviderList({ query, empty, showSave }: { query: PagedProviders; empty: React.ReactNode; showSave?: boolean }) {
  const { t } = useTranslation("providers");
  const providers = pageItems(query.data);
  const doNotHire = useDoNotHireIds(providers.length > 0);
  const staged = !useStagedRender(providers.length > FIRST_SCREEN_CARDS);
  if (query.isLoading) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={t("page.loading")}>
        <ProviderCardSkeleton />
        <ProviderCardSkeleton />
        <ProviderCardSkeleton />
      </div>
    );
  }
  if (query.isError)
    return <LoadError message={t("page.loadFailed")} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (providers.length === 0) return <div className="py-8 text-center text-sm text-muted-foreground">{empty}</div>;
  return (
    <>
      <ul className="grid gap-3">
        {(staged ? providers.slice(0, FIRST_SCREEN_CARDS) : providers).map((p) => (
          <li key={p.id}>
            <ProviderCard provider={p} showSave={showSave} doNotHire={doNotHire.has(p.id)} />
          </li>
        ))}
      </ul>
      {/* Not while staged: the end of the list would come into view before the page's last card. */}
      {staged ? null : <QueryLoadMore query={query} label={t("page.loadMore")} />}
    </>
  );
}

// One component per tab, so only the open tab's list is fetched.
function BrowseList({ filters, filtered }: { filters: ProviderListQuery; filtered: boolean }) {
  const { t } = useTranslation("providers");
  return (
    <ProviderList
      query={useBrowseProviders(filters)}
      showSave
      empty={filtered ? t("page.empty.browseFiltered") : t("page.empty.browse")}
    />
  );
}

function SavedList({ filters, filtered, onAdd }: { filters: ProviderListQuery; filtered: boolean; onAdd: () => void }) {
  const { t } = useTranslation("providers");
  return (
    <ProviderList
      query={useSavedProviders(filters)}
      empty={
        filtered ? (
          t("page.empty.savedFiltered")
        ) : (
          <div className="grid justify-items-center gap-3">
            <p>{t("page.empty.saved")}</p>
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" /> {t("page.addProvider")}
            </Button>
          </div>
        )
      }
    />
  );
}

function FriendsList({ filters, filtered, onAsk }: { filters: ProviderListQuery; filtered: boolean; onAsk: () => void }) {
  const { t } = useTranslation("providers");
  return (
    <ProviderList
      query={useContactProviders(filters)}
      showSave
      empty={
        <div className="grid justify-items-center gap-3">
          <Users className="size-8 text-muted-foreground" aria-hidden="true" />
          <p>{filtered ? t("page.empty.friendsFiltered") : t("page.empty.friends")}</p>
          <Button variant="outline" onClick={onAsk}>
            {t("page.askFriends")}
          </Button>
        </div>
      }
    />
  );
}

/** The wizard's new provider, highlighted under the page's buttons and scrolled into view, until dismissed. */
function JustAdded({ provider, onDismiss }: { provider: Provider; onDismiss: () => void }) {
  const { t } = useTranslation("providers");
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [provider.id]);
  return (
    <section
      ref={ref}
      aria-label={t("page.justAdded")}
      className="mt-3 flex items-center gap-3 rounded-2xl border-2 border-primary bg-primary/5 p-4"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-primary">{t("page.justAdded")}</p>
        <Link
          href={paths.provider(provider.id)}
          className="block font-bold wrap-anywhere text-foreground underline-offset-4 hover:underline"
        >
          {provider.name}
        </Link>
        <p className="text-caption text-muted-foreground">{categoryLabel(provider.category)}</p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-11 shrink-0"
        aria-label={t("continue.dismiss")}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

export default function ProvidersPage() {
  const { t } = useTranslation("providers");
  useDocumentTitle(t("page.title"));
  const [tab, setTab] = useSearchParam<TabValue>("tab", "browse", TABS);
  // A link may open the list filtered (`?search=`, `?category=`: "+N more providers available").
  const [params] = useSearchParams();
  const linkedSearch = params.get("search");
  const linkedCategory = params.get("category");
  const [searchInput, setSearchInput] = useState(linkedSearch ?? "");
  const [category, setCategory] = useState(linkedCategory ?? "all");
  useEffect(() => {
    if (linkedSearch !== null) setSearchInput(linkedSearch);
    if (linkedCategory !== null) setCategory(linkedCategory);
  }, [linkedSearch, linkedCategory]);
  const search = useDebouncedValue(searchInput.trim(), DELAYS.searchDebounceMs);
  const filters = { category, search };
  const prices = usePrices(category).data;
  const [addOpen, setAddOpen] = useState(false);
  const [quickAddOpen, setQuickAddOpen] = useState(false);
  const [askOpen, setAskOpen] = useState(false);
  // The provider the wizard just added, shown at the top whatever the list's filters and order.
  const [justAdded, setJustAdded] = useState<Provider | null>(null);
  // A share: the wizard opens with its fields (blank when none were kept), and `?shared=1` leaves
  // the address so a reload or Back does not open it again. No welcome dialog over it.
  const [shared, setShared] = useSearchParam<"" | "1">("shared", "", ["1"]);
  const [fromShare] = useState(shared === "1");
  const [prefill, setPrefill] = useState<Awaited<ReturnType<typeof takeSharedProvider>>>(null);
  useEffect(() => {
    if (shared !== "1") return;
    void takeSharedProvider().then((fields) => {
      if (fields) setPrefill(fields);
      setAddOpen(true);
    });
    setShared("");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per share
  }, [shared]);
  function onAddOpenChange(open: boolean) {
    setAddOpen(open);
    if (!open) setPrefill(null);
  }

  const filtered = category !== "all" || search !== "";
  const tabsId = useId();
  const ids = { browse: tabIds(tabsId, "browse"), saved: tabIds(tabsId, "saved"), contacts: tabIds(tabsId, "contacts") };

  return (
    <AppShell pageKey="/providers">
      <h1 className="text-2xl font-bold text-foreground">{t("page.title")}</h1>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => setAskOpen(true)}>
          <MessageCircleQuestion aria-hidden="true" /> {t("page.askFriends")}
        </Button>
        <Button onClick={() => setAddOpen(true)}>
          <Plus aria-hidden="true" /> {t("page.addProvider")}
        </Button>
      </div>
      {justAdded ? <JustAdded provider={justAdded} onDismiss={() => setJustAdded(null)} /> : null}

      {/* Search and category share a row, so the first card shows on the first screen. */}
      <div className="mt-3 grid gap-2 min-[360px]:grid-cols-[minmax(0,1fr)_minmax(0,10rem)]">
        <SearchInput
          label={
            <Label htmlFor="provider-search" className="sr-only">
              {t("page.searchLabel")}
            </Label>
          }
          id="provider-search"
          placeholder={t("page.searchPlaceholder")}
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
        />
        <CategorySelect
          value={category}
          onChange={setCategory}
          includeAll
          deferred
          aria-label={t("page.category")}
          placeholder={t("page.allCategories")}
        />
      </div>
      <ContactPrices prices={prices} className="mt-2" />

      <Tabs value={tab} onValueChange={(v) => setTab(v as TabValue)} className="mt-3">
        <TabsList className="w-full">
          <TabsTrigger value="browse" id={ids.browse.trigger} aria-controls={ids.browse.panel} className="flex-1">
            {t("page.tabs.browse")}
          </TabsTrigger>
          <TabsTrigger value="saved" id={ids.saved.trigger} aria-controls={ids.saved.panel} className="flex-1">
            {t("page.tabs.saved")}
          </TabsTrigger>
          <TabsTrigger value="contacts" id={ids.contacts.trigger} aria-controls={ids.contacts.panel} className="flex-1">
            {t("page.tabs.contacts")}
          </TabsTrigger>
        </TabsList>

        <TabsPanel ids={ids.browse} active={tab === "browse"} className="grid gap-3">
          <div className="-mx-4 min-w-0 overflow-x-auto px-4 pb-1" role="group" aria-label={t("page.categories")}>
            <div className="flex w-max gap-2">
              {CATEGORY_CHIPS.map((c) => (
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
                  {c === "all" ? t("page.all") : categoryLabel(c)}
                </button>
              ))}
            </div>
          </div>
          <BrowseList filters={filters} filtered={filtered} />
        </TabsPanel>

        <TabsPanel ids={ids.saved} active={tab === "saved"} className="grid gap-3">
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" className="h-11" onClick={() => setQuickAddOpen(true)}>
              <Plus aria-hidden="true" /> {t("page.quickAdd")}
            </Button>
          </div>
          <SavedList filters={filters} filtered={filtered} onAdd={() => setAddOpen(true)} />
        </TabsPanel>

        <TabsPanel ids={ids.contacts} active={tab === "contacts"} className="grid gap-3">
          <FriendsList filters={filters} filtered={filtered} onAsk={() => setAskOpen(true)} />
        </TabsPanel>
      </Tabs>

      <AddProviderWizard open={addOpen} onOpenChange={onAddOpenChange} onAdded={setJustAdded} prefill={prefill ?? undefined} />
      <ProviderFormDialog open={quickAddOpen} onOpenChange={setQuickAddOpen} />
      <ProviderRequestDialog open={askOpen} onOpenChange={setAskOpen} initialCategory={category} initialSearch={searchInput} />
      {fromShare ? null : <WelcomeDialog onStart={() => setAddOpen(true)} />}
    </AppShell>
  );
}
