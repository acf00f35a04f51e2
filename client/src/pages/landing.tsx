import { ShieldCheck, ClipboardList, Users } from "lucide-react";
import { Wordmark } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

const FEATURES = [
  {
    icon: Users,
    title: "Network Recommendations",
    text: "See which providers your contacts have used and recommended.",
  },
  {
    icon: ClipboardList,
    title: "Project Tracking",
    text: "Manage home improvement projects from start to finish.",
  },
  {
    icon: ShieldCheck,
    title: "Verified Providers",
    text: "Connect service professionals from HVAC to Dentist.",
  },
];

export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="pt-safe">
        <div className="mx-auto flex h-16 max-w-[480px] items-center px-5">
          <Wordmark className="h-8" />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-[480px] flex-1 flex-col px-5 pb-10">
        <section className="pt-6 pb-8 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Who your friends recommend</p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-foreground">
            Get trusted provider recommendations from the friends who've hired them.
          </h1>
          <Button asChild size="lg" className="mt-8 w-full text-base">
            <a href={paths.login}>Get Started</a>
          </Button>
        </section>
        <ul className="grid gap-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-foreground">{title}</h2>
                <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm font-medium text-muted-foreground">
          Join thousands of homeowners finding trusted service providers
        </p>
      </main>
      <footer className="border-t border-border pb-safe">
        <p className="mx-auto max-w-[480px] px-5 py-5 text-center text-xs text-muted-foreground">
          © 2024 Vowch. Who your friends recommend.
        </p>
      </footer>
    </div>
  );
}
