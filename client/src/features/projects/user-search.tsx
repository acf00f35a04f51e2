// The spec's validation rules user search: at least 3 characters, debounced 300 ms, case-insensitive on names,
// e-mail and phone (server side), "No users found matching …" when empty.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { UserPlus } from "lucide-react";
import { LIMITS } from "@common/constants";
import { DELAYS } from "@common/delays";
import type { PublicUser } from "@common/schemas/users";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/form/search-input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName } from "@/lib/display-name";
import { ContactBadge } from "@/components/shared/trust-badges";
import { UserAvatar } from "@/components/layout/user-avatar";
import { useUserSearch } from "./api/collaborators";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

export function UserSearch({ onPick, pending }: { onPick: (user: PublicUser) => void; pending?: boolean }) {
  const { t } = useTranslation("projects");
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term.trim(), DELAYS.searchDebounceMs);
  const { data, isFetching, isError } = useUserSearch(debounced);
  const tooShort = term.trim().length < LIMITS.userSearchMin;

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor="user-search">{t("userSearch.label")}</Label>
        <SearchInput
          id="user-search"
          autoComplete="off"
          placeholder={t("userSearch.placeholder")}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      {tooShort ? (
        <p className="text-sm text-muted-foreground">{t("userSearch.tooShort")}</p>
      ) : isFetching && !data ? (
        <Skeleton className="h-14 w-full" />
      ) : isError ? (
        <p className="text-sm text-destructive">{t("userSearch.failed")}</p>
      ) : data && data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("userSearch.none", { term: debounced })}</p>
      ) : data ? (
        <ul className="flex max-h-[40dvh] flex-col gap-2 overflow-y-auto" aria-label={t("userSearch.results")}>
          {data.map((user) => (
            <li key={user.id} className="flex items-center gap-3 rounded-xl border border-border p-2.5">
              <UserAvatar user={user} inList />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-semibold">{displayName(user)}</p>
                <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                {user.isContact ? <ContactBadge /> : null}
              </div>
              <Button
                size="icon"
                variant="secondary"
                disabled={pending}
                aria-label={t("userSearch.add", { name: displayName(user) })}
                onClick={() => onPick(user)}
              >
                <UserPlus className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className="h-14 w-full" />
      )}
    </div>
  );
}
