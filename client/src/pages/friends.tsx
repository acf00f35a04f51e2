// The spec's screens Friends (/contacts): search, friend cards with provider summaries, empty states.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { BookUser } from "lucide-react";
import { DISPLAY_CAPS } from "@common/constants";
import { DELAYS } from "@common/delays";
import { AppShell } from "@/components/layout/app-shell";
import { LoadError } from "@/components/ui/load-error";
import { SearchInput } from "@/components/form/search-input";
import { Button } from "@/components/ui/button";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/api/auth";
import { useFriends } from "@/features/friends/api/friends";
import { FriendCard } from "@/features/friends/friend-card";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { pageItems } from "@/lib/query-client";
import { GettingStarted } from "@/features/invites/getting-started";
import { InviteButton } from "@/features/invites/invite-button";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function FriendsPage() {
  const { t } = useTranslation("friends");
  useDocumentTitle(t("page.title"));
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), DELAYS.searchDebounceMs);

  const incomplete = !!user && !user.isProfileComplete;
  useEffect(() => {
    if (!incomplete) return;
    toast({
      title: i18next.t("friends:page.completeProfile"),
      description: i18next.t("friends:page.completeProfileBody"),
      variant: "destructive",
    });
    navigate(paths.completeProfile, { replace: true });
  }, [incomplete, navigate]);

  // An incomplete profile is sent to /complete-profile above; the server would refuse the list.
  const people = useFriends(term, !incomplete);
  const list = pageItems(people.data);

  return (
    <AppShell pageKey="/contacts">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("page.title")}</h1>
        <Button asChild variant="outline" size="sm" className="h-11">
          <Link href={paths.addressBook}>
            <BookUser aria-hidden="true" /> {t("addressBook.title")}
          </Link>
        </Button>
      </div>
      <SearchInput
        containerClassName="mb-4"
        large
        aria-label={t("page.searchLabel")}
        placeholder={t("page.searchPlaceholder")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {term || incomplete ? null : <GettingStarted headingId="friends-getting-started" />}
      {people.isLoading ? (
        <div className="grid gap-2" aria-label={t("page.loading")}>
          {Array.from({ length: DISPLAY_CAPS.friendsSkeletons }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : people.isError ? (
        <LoadError message={t("page.loadFailed")} retrying={people.isFetching} onRetry={() => void people.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
          <p className="font-semibold">{t("page.noUsers")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{term ? t("page.noMatch", { term }) : t("page.noOthers")}</p>
          {term ? null : (
            <InviteButton className="mt-4 h-11" variant="default">
              {t("page.invite")}
            </InviteButton>
          )}
        </div>
      ) : (
        <>
          <ul className="grid gap-2" aria-label={t("page.title")}>
            {list.map((f) => (
              <FriendCard key={f.id} friend={f} />
            ))}
          </ul>
          <QueryLoadMore query={people} label={t("page.loadMore")} />
        </>
      )}
    </AppShell>
  );
}
