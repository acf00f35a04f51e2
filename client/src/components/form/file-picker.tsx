// The one file input of the app: a native input styled as one of the app's buttons, with the
// chosen files listed below it when the caller keeps them (thumbnails of chosen photos, the name
// of any other file). The native input stays in the page (visually hidden, focusable),
// so labels, keyboard use and tests work on it as before. Used by the link update (quote PDF,
// completion photos, the camera), the profile photo and the address book import.
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useId, useState, type ReactNode } from "react";
import { FileText, Upload } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function FilePicker({
  id,
  accept,
  multiple = false,
  capture,
  disabled = false,
  buttonLabel,
  icon = <Upload aria-hidden="true" />,
  variant = "outline",
  size,
  inputLabel,
  className,
  chosen,
  onChange,
}: {
  /** The input's id, for a `<Label htmlFor>` of the caller's; made up when absent. */
  id?: string;
  accept: string;
  multiple?: boolean;
  /** "environment": a phone opens its camera instead of the library. */
  capture?: "environment" | "user";
  disabled?: boolean;
  /** The button's text ("Choose photos"). */
  buttonLabel: ReactNode;
  icon?: ReactNode;
  variant?: "default" | "outline";
  size?: "default" | "sm";
  /** The input's accessible name when it is not the button's text. */
  inputLabel?: string;
  /** Classes of the button (e.g. `w-full`). */
  className?: string;
  /** The files chosen so far, shown below the button; absent when the choice is used at once. */
  chosen?: File[];
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const previews = usePreviews(chosen);
  const button = (
    <>
      <input
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        aria-label={inputLabel}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant, size }),
          "w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
          "peer-disabled:pointer-events-none peer-disabled:opacity-50",
          className,
        )}
      >
        {icon}
        {buttonLabel}
      </label>
    </>
  );
  if (!chosen) return button;
  return (
    <div className="grid gap-2">
      {button}
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("files.chosen")}>
          {chosen.map((file, i) =>
            previews[i] ? (
              <li key={`${file.name}-${i}`}>
                <img
                  src={previews[i]}
                  alt={file.name}
                  className="size-16 rounded-lg border border-border object-cover"
                  data-slot="file-thumbnail"
                />
              </li>
            ) : (
              <li
                key={`${file.name}-${i}`}
                className="flex max-w-full min-w-0 items-center gap-1.5 rounded-lg bg-muted px-2.5 py-1.5 text-sm"
              >
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{file.name}</span>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}

const NONE: File[] = [];

/** Object URLs of the chosen images (undefined for other files), revoked when the choice changes. */
function usePreviews(files: File[] = NONE): (string | undefined)[] {
  const [urls, setUrls] = useState<(string | undefined)[]>([]);
  useEffect(() => {
    const made = files.map((f) => (f.type.startsWith("image/") ? URL.createObjectURL(f) : undefined));
    setUrls(made);
    return () => made.forEach((url) => url && URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
