import { useTranslation } from "@/lib/use-translation";
import * as React from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingSize = "sm" | "md" | "lg";

const iconSize: Record<StarRatingSize, string> = {
  sm: "size-4",
  md: "size-6",
  lg: "size-8",
};

// Interactive stars keep a 44px target on md/lg; sm is meant for dense read-only rows.
const buttonSize: Record<StarRatingSize, string> = {
  sm: "size-8",
  md: "size-11",
  lg: "size-12",
};

interface StarRatingProps extends Omit<React.ComponentProps<"div">, "onChange" | "defaultValue" | "dir" | "children"> {
  /** 1–5. Read-only ratings may be fractional (4.3 shows 4 stars and a third). */
  value: number;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  disabled?: boolean;
  size?: StarRatingSize;
  /** Accessible name of the group (or of the image when read-only). Default "Rating". */
  label?: string;
  /** Submitted with a native form, like a radio input. */
  name?: string;
  required?: boolean;
}

function StarIcon({ fill, size }: { fill: number; size: StarRatingSize }) {
  return (
    <span className={cn("relative inline-flex", iconSize[size])} aria-hidden="true">
      <Star className={cn("absolute inset-0 size-full text-input")} strokeWidth={1.75} />
      {fill > 0 ? (
        // Clip a filled star to `fill` of its width for partial read-only values.
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Star className={cn("fill-accent text-accent-strong", iconSize[size])} strokeWidth={1.5} />
        </span>
      ) : null}
    </span>
  );
}

function StarRating({
  value,
  onChange,
  readOnly = false,
  disabled = false,
  size = "md",
  label,
  name,
  required,
  className,
  ...props
}: StarRatingProps) {
  const safeValue = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
  const hasLabelledBy = props["aria-labelledby"] !== undefined;
  const [hovered, setHovered] = React.useState<number | null>(null);
  const { t } = useTranslation();
  const groupName = label ?? t("rating.label");

  if (readOnly) {
    const shown = Math.round(safeValue * 10) / 10;
    return (
      <div
        data-slot="star-rating"
        role="img"
        aria-label={t("rating.outOfFive", { label: groupName, value: shown })}
        className={cn("inline-flex items-center gap-0.5", className)}
        {...props}
      >
        {STARS.map((n) => (
          <StarIcon key={n} size={size} fill={Math.min(1, Math.max(0, safeValue - (n - 1)))} />
        ))}
      </div>
    );
  }

  const selected = Math.round(safeValue);
  const display = hovered ?? selected;

  return (
    <RadioGroupPrimitive.Root
      data-slot="star-rating"
      orientation="horizontal"
      loop={false}
      value={selected >= 1 ? String(selected) : ""}
      onValueChange={(next) => onChange?.(Number(next))}
      disabled={disabled}
      name={name}
      required={required}
      aria-label={hasLabelledBy ? undefined : groupName}
      className={cn("inline-flex items-center", disabled && "opacity-50", className)}
      onPointerLeave={() => setHovered(null)}
      {...props}
    >
      {STARS.map((n) => (
        <RadioGroupPrimitive.Item
          key={n}
          value={String(n)}
          aria-label={t("rating.stars", { count: n })}
          onPointerEnter={(event) => {
            if (event.pointerType === "mouse") setHovered(n);
          }}
          className={cn(
            "inline-flex items-center justify-center rounded-lg outline-none transition-transform",
            "focus-visible:ring-2 focus-visible:ring-ring hover:scale-110 active:scale-95 disabled:cursor-not-allowed",
            buttonSize[size],
          )}
        >
          <StarIcon size={size} fill={n <= display ? 1 : 0} />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}

export { StarRating };
