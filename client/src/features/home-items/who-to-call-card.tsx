// Home's first card for a household viewer (a sitter, a tenant): "Who to call". Loaded after Home
// itself (lazy.tsx); for owner and members it shows nothing here.
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { ChevronRight, Phone } from "lucide-react";
import { paths } from "@/lib/paths";
import { useWhoToCall } from "./api/home-items";

export function WhoToCallCard() {
  const { t } = useTranslation("home");
  const { data } = useWhoToCall();
  if (data?.role !== "viewer") return null;
  return (
    <Link
      href={paths.whoToCall}
      className="mb-6 flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm hover:bg-muted"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Phone className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t("whoToCall.title")}</span>
        <span className="block text-sm text-muted-foreground">{t("whoToCall.cardDescription")}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
