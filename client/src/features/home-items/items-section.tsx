// The home's items: the list (name, trade, brand and model, warranty), an item's records and
// documents in a dialog, and "Add item" for owner and members.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { ChevronRight, Plus, Wrench } from "lucide-react";
import { formatDate } from "@common/format";
import { homeItemAnchor } from "@common/notification-text";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useHomeItems } from "./api/home-items";
import { ItemDetailsDialog } from "./item-details-dialog";
import { ItemFormDialog } from "./item-form-dialog";
import { categoryLabel } from "@/lib/category-label";

/** The item a link's fragment names (`#item-…`, common/notification-text.ts homeItemAnchor), if any. */
function linkedItemId(hash: string): string | null {
  const prefix = `#${homeItemAnchor("")}`;
  return hash.startsWith(prefix) && hash.length > prefix.length ? hash.slice(prefix.length) : null;
}

export function ItemsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation("home");
  const { data, isPending, isError, isFetching, refetch } = useHomeItems();
  const [adding, setAdding] = useState(false);
  // A warranty reminder opens /home/items#item-…: that item's records open at once.
  const [openId, setOpenId] = useState<string | null>(() => linkedItemId(window.location.hash));
  const canEdit = data ? data.role !== "viewer" : false;
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <section aria-labelledby="home-items" className="mb-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <Heading id="home-items" className="text-subtitle font-bold">
          {t("items.title")}
        </Heading>
        {canEdit ? (
          <Button type="button" size="sm" className="h-11" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t("items.add")}
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-label={t("items.loading")}>
          <Skeleton className="h-16" />
        </div>
      ) : isError ? (
        <LoadError message={t("items.loadFailed")} retrying={isFetching} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-card p-4 text-center text-sm text-muted-foreground">
          {t("items.empty")}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t("items.list")}>
          {data.items.map((item) => {
            const line = [item.category ? categoryLabel(item.category) : null, [item.brand, item.model].filter(Boolean).join(" ")]
              .filter(Boolean)
              .join(" · ");
            return (
              <li key={item.id} id={homeItemAnchor(item.id)} className="scroll-mt-20">
                <button
                  type="button"
                  onClick={() => setOpenId(item.id)}
                  className="flex min-h-16 w-full min-w-0 items-center gap-3 rounded-2xl border border-border bg-card p-3 text-left shadow-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                    <Wrench className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold wrap-anywhere">{item.name}</span>
                    {line ? <span className="block text-caption wrap-anywhere text-muted-foreground">{line}</span> : null}
                    <span className="block text-caption text-muted-foreground">
                      {[
                        item.warrantyUntil ? t("items.warrantyUntilDate", { date: formatDate(item.warrantyUntil) }) : null,
                        item.documentCount > 0 ? t("items.documents", { count: item.documentCount }) : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
                  <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ItemFormDialog open={adding} onOpenChange={setAdding} item={null} />
      {openId ? <ItemDetailsDialog itemId={openId} canEdit={canEdit} onOpenChange={(o) => !o && setOpenId(null)} /> : null}
    </section>
  );
}
