// A radio group whose every choice has a label and a line of explanation under it.
import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

export function HintedRadioGroup<T extends string>({
  label,
  value,
  onValueChange,
  disabled,
  choices,
}: {
  /** The group's accessible name. */
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  disabled?: boolean;
  choices: readonly { value: T; label: ReactNode; hint: ReactNode }[];
}) {
  const ids = useId();
  return (
    <RadioGroup aria-label={label} value={value} disabled={disabled} onValueChange={(v) => onValueChange(v as T)}>
      {choices.map((choice) => (
        <div key={choice.value} className="flex items-start gap-3 py-1">
          <RadioGroupItem id={`${ids}-${choice.value}`} value={choice.value} className="mt-0.5" />
          <Label htmlFor={`${ids}-${choice.value}`} className="grid gap-0.5 text-sm font-medium">
            {choice.label}
            <span className="font-normal text-muted-foreground">{choice.hint}</span>
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}
