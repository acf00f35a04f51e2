// "What these words mean": the words a provider's card and detail use for what backs it, and
// what each means, as a bottom sheet. Its texts are common/trust.ts's, the module that decides
// the words themselves.
import { useTranslation } from "@/lib/use-translation";
import { trustGlossary } from "./lib/trust-words";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export function TrustWordsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("providers");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("trust.glossaryTitle")}</DialogTitle>
          <DialogDescription>{t("trust.glossaryDescription")}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm" aria-label={t("trust.glossaryTitle")}>
          {trustGlossary().map((g) => (
            <div key={g.term}>
              <dt className="font-semibold">{g.term}</dt>
              <dd className="text-muted-foreground">{g.meaning}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t("trust.gotIt")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
