// The spec's screens and states and transitions: a first-time explainer of vouching in 3 steps; the last button "Start Adding
// Providers" opens the add dialog. Shown once per user (remembered on the server).
import { useState } from "react";
import { ShieldCheck, UserPlus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMarkWelcomeSeen, useWelcomeStatus } from "./api/providers";

const STEPS = [
  {
    icon: UserPlus,
    title: "Welcome to Providers",
    text: "Keep every plumber, painter and dentist you trust in one list, with what you paid and how it went.",
  },
  {
    icon: ShieldCheck,
    title: "Vowch for the ones you trust",
    text: "A vowch tells your friends you'd hire them again. Rate them from 1 to 5 stars and add a comment.",
  },
  {
    icon: Users,
    title: "See who your friends recommend",
    text: "From Friends shows the providers your friends have used and vowched for. Save the ones you like.",
  },
] as const;

export function WelcomeDialog({ onStart }: { onStart: () => void }) {
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
            <DialogTitle>{current.title}</DialogTitle>
            <DialogDescription>{current.text}</DialogDescription>
          </DialogHeader>
          <p className="text-caption text-muted-foreground">
            Step {step + 1} of {STEPS.length}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
              Back
            </Button>
            {step < STEPS.length - 1 ? (
              <Button type="button" onClick={() => setStep((s) => s + 1)}>
                Next
              </Button>
            ) : (
              <Button type="button" onClick={() => close(true)}>
                Start Adding Providers
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
