// Home's "Continue to {provider}": a visitor who opened a shared link signed out, and
// had to create an account and complete a profile first, is offered the way back to it.
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { Link } from "wouter";
import { ArrowRight, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { forgetReturnPath, offeredReturnPath } from "@/lib/return-offer";
import { useProvider } from "./api/providers";

const PROVIDER_PATH = /^\/providers\/([0-9a-f-]{36})$/i;

function ContinueLink({ path, label }: { path: string; label: string }) {
  return (
    <Link
      href={path}
      onClick={forgetReturnPath}
      className="flex min-h-12 min-w-0 flex-1 items-center gap-2 py-2 font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="min-w-0 flex-1 wrap-anywhere">{label}</span>
      <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
    </Link>
  );
}

function ProviderLink({ path, id }: { path: string; id: string }) {
  const { t } = useTranslation("providers");
  const provider = useProvider(id);
  if (provider.isLoading) return <span className="min-h-12 flex-1" aria-hidden="true" />;
  const name = provider.data?.name;
  return <ContinueLink path={path} label={name ? t("continue.to", { name }) : t("continue.whereLeft")} />;
}

export function ContinueCard() {
  const { t } = useTranslation("providers");
  const [path, setPath] = useState(offeredReturnPath);
  if (!path) return null;
  const providerId = PROVIDER_PATH.exec(path)?.[1];
  return (
    <section
      aria-label={t("continue.label")}
      className="mb-4 flex items-center gap-2 rounded-2xl border border-primary/30 bg-secondary/60 py-1 pr-1 pl-4"
    >
      {providerId ? <ProviderLink path={path} id={providerId} /> : <ContinueLink path={path} label={t("continue.whereLeft")} />}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("continue.dismiss")}
        onClick={() => {
          forgetReturnPath();
          setPath(null);
        }}
      >
        <X className="size-5" aria-hidden="true" />
      </Button>
    </section>
  );
}
