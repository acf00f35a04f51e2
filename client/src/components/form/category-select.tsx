// The category picker of the spec's constants and limits, apart from the provider form's fields: the Providers page shows
// it at once, and importing it from provider-fields.tsx brought react-hook-form into the page's
// first load.
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { startTransition, useEffect, useRef, useState } from "react";
import { ChevronDown } from "lucide-react";
import { PROVIDER_CATEGORIES } from "@common/constants";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, selectTriggerClassName } from "@/components/ui/select";
import { whenIdle } from "@/lib/when-idle";

interface CategorySelectProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  includeAll?: boolean;
  /**
   * Mount the select after the screen's first paint. A closed Radix select still renders every
   * option (to name the chosen one) and updates itself again while the page commits: on the
   * Providers page that was a good part of the first render's blocked time. Until
   * the main thread is idle a stand-in with the trigger's look and name holds the place; touching
   * or focusing it mounts the select at once, open when it was pressed.
   */
  deferred?: boolean;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

export function CategorySelect({
  value,
  onChange,
  placeholder: placeholderProp,
  includeAll = false,
  deferred = false,
  ...props
}: CategorySelectProps) {
  const { t } = useTranslation();
  const placeholder = placeholderProp ?? t("categories.select");
  const ALL = t("categories.all");
  const [mounted, setMounted] = useState(!deferred);
  const [openAtMount, setOpenAtMount] = useState(false);
  const [focusAtMount, setFocusAtMount] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mounted) return;
    return whenIdle(() =>
      startTransition(() => {
        // Keyboard focus on the stand-in moves to the real trigger.
        setFocusAtMount(document.activeElement === standIn.current);
        setMounted(true);
      }),
    );
  }, [mounted]);

  if (!mounted) {
    const label = value === "all" && includeAll ? ALL : value ? categoryLabel(value) : placeholder;
    const mountNow = (open: boolean) => {
      setOpenAtMount(open);
      setMounted(true);
    };
    return (
      <button
        ref={standIn}
        type="button"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        data-placeholder={value ? undefined : ""}
        data-slot="select-trigger"
        data-size="default"
        className={selectTriggerClassName()}
        {...props}
        onPointerDown={(e) => {
          if (e.button === 0) mountNow(true);
        }}
        onKeyDown={(e) => {
          if (OPENING_KEYS.has(e.key)) {
            e.preventDefault();
            mountNow(true);
          }
        }}
        onFocus={() => {
          setFocusAtMount(true);
          setMounted(true);
        }}
      >
        <span data-slot="select-value" style={{ pointerEvents: "none" }}>
          {label}
        </span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </button>
    );
  }

  return (
    <Select value={value || undefined} onValueChange={onChange} defaultOpen={openAtMount}>
      <SelectTrigger {...props} autoFocus={openAtMount || focusAtMount}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {includeAll ? <SelectItem value="all">{ALL}</SelectItem> : null}
        <CategoryItems categories={PROVIDER_CATEGORIES} />
      </SelectContent>
    </Select>
  );
}

/** A select's options: each category, shown in the page's language. */
export function CategoryItems({ categories }: { categories: readonly string[] }) {
  return categories.map((c) => (
    <SelectItem key={c} value={c}>
      {categoryLabel(c)}
    </SelectItem>
  ));
}
