import { useTranslation } from "@/lib/use-translation";
import { ShieldCheck, ClipboardList, Users } from "lucide-react";
import { Wordmark } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** Each feature's title and text are its `landing:features.<key>` keys. */
const FEATURES = [
  { icon: Users, key: "network" },
  { icon: ClipboardList, key: "projects" },
  { icon: ShieldCheck, key: "verified" },
] as const;

export default function LandingPage() {
  const { t } = useTranslation("landing");
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="pt-safe">
        <div className="mx-auto flex h-16 max-w-[480px] items-center px-5">
          <Wordmark className="h-8" />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-[480px] flex-1 flex-col px-5 pb-10">
        <section className="pt-6 pb-8 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("tagline")}</p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-foreground">{t("headline")}</h1>
          <Button asChild size="lg" className="mt-8 w-full text-base">
            <a href={paths.login}>{t("getStarted")}</a>
          </Button>
        </section>
        <ul className="grid gap-3">
          {FEATURES.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-foreground">{t(`features.${key}.title`)}</h2>
                <p className="mt-0.5 text-sm text-muted-foreground">{t(`features.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm font-medium text-muted-foreground">{t("join")}</p>
      </main>
      <footer className="border-t border-border pb-safe">
        <p className="mx-auto max-w-[480px] px-5 py-5 text-center text-xs text-muted-foreground">{t("footer")}</p>
      </footer>
    </div>
  );
}
