// A Profile card that is one choice among a few (Appearance, Language): its heading names the
// radio group, and the choice shows at once (the caller's mutation saves it).
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";

export interface Choice {
  value: string;
  label: string;
  icon?: LucideIcon;
  /** The option's own language, when it names one ("Deutsch"). */
  lang?: string;
}

export function ChoiceCard({
  id,
  title,
  description,
  value,
  onChange,
  choices,
  columns,
}: {
  id: string;
  title: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  columns: "grid-cols-2" | "grid-cols-3";
}) {
  return (
    <Card className="mt-4">
      <CardHeading titleId={id} title={title} description={description} />
      <CardContent>
        <RadioGroup aria-labelledby={id} value={value} onValueChange={onChange} className={cn(columns, "gap-2")}>
          {choices.map(({ value: option, label, icon: Icon, lang }) => (
            <Label
              key={option}
              lang={lang}
              className={cn(
                "flex cursor-pointer rounded-xl border border-border text-sm font-medium has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary has-[[data-state=checked]]:text-secondary-foreground",
                Icon ? "min-h-16 flex-col items-center justify-center gap-1.5 p-2" : "min-h-12 items-center gap-2 p-3",
              )}
            >
              {Icon ? (
                <span className="flex items-center gap-1.5">
                  <RadioGroupItem value={option} />
                  <Icon aria-hidden className="size-4" />
                </span>
              ) : (
                <RadioGroupItem value={option} />
              )}
              {label}
            </Label>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
