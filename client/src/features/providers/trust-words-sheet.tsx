// "What these words mean": the words a provider's card and detail use for what backs it, and
// what each means, as a bottom sheet. Its texts are common/trust.ts's, the module that decides
// the words themselves.
import { TRUST_GLOSSARY } from "@common/trust-glossary";
import { TRUST_GLOSSARY_TITLE } from "@common/trust";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export function TrustWordsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TRUST_GLOSSARY_TITLE}</DialogTitle>
          <DialogDescription>How Vowch says who is behind a provider and what their rating is made of.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm" aria-label={TRUST_GLOSSARY_TITLE}>
          {TRUST_GLOSSARY.map((g) => (
            <div key={g.term}>
              <dt className="font-semibold">{g.term}</dt>
              <dd className="text-muted-foreground">{g.meaning}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
