// The spec's screens and states and transitions: a first-time explainer of vouching in 3 steps; the last button "Start Adding
// Providers" opens the add dialog. Shown once per user (remembered on the server).
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { ShieldCheck, UserPlus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMarkWelcomeSeen, useWelcomeStatus } from "./api/providers";

const STEPS = [
  { icon: UserPlus, key: "list" },
  { icon: ShieldCheck, key: "vouch" },
  { icon: Users, key: "friends" },
] as const;

export function WelcomeDialog({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation("providers");
  const status = useWelcomeStatus();
  const markSeen = useMarkWelcomeSeen();
  const [step, setStep] = useState(0);
  const [closed, setClosed] = useState(false);
  const open = !closed && status.data?.seen === false;
  // The content mounts when the dialog first opens and stays for its closing animation: most
  // visits never open it, and a closed dialog's content still rendered with the page.
  const [everOpen, setEverOpen] = useState(open);
  if (open && !everOpen) setEverOpen(true);
  const current = STEPS[step]!;
  const Icon = current.icon;

  function close(start: boolean) {
    setClosed(true);
    markSeen.mutate();
    if (start) onStart();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? close(false) : undefined)}>
      {everOpen ? (
        <DialogContent>
          <DialogHeader>
            <span
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
              aria-hidden="true"
            >
              <Icon className="size-6" />
            </span>
            <DialogTitle>{t(`welcome.${current.key}.title`)}</DialogTitle>
            <DialogDescription>{t(`welcome.${current.key}.text`)}</DialogDescription>
          </DialogHeader>
          <p className="text-caption text-muted-foreground">{t("welcome.stepOf", { step: step + 1, total: STEPS.length })}</p>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              {t("wizard.back")}
            </Button>
            {step < STEPS.length - 1 ? (
              <Button type="button" onClick={() => setStep((s) => s + 1)}>
                {t("wizard.next")}
              </Button>
            ) : (
              <Button type="button" onClick={() => close(true)}>
                {t("welcome.start")}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
