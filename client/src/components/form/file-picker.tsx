// A file input styled as the app's outline button, with the chosen files listed below it:
// thumbnails of chosen photos, the name of any other file (issue 11). The native input stays in
// the page (visually hidden, focusable), so labels, keyboard use and tests work on it as before.
import { useEffect, useState } from "react";
import { FileText, Upload } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function FilePicker({
  id,
  accept,
  multiple = false,
  disabled = false,
  buttonLabel,
  chosen,
  onChange,
}: {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text ("Choose photos"). */
  buttonLabel: string;
  /** The files chosen so far (shown below the button). */
  chosen: File[];
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const previews = usePreviews(chosen);
  return (
    <div className="grid gap-2">
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
          "peer-disabled:pointer-events-none peer-disabled:opacity-50",
        )}
      >
        <Upload aria-hidden="true" />
        {buttonLabel}
      </label>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen files">
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

/** Object URLs of the chosen images (undefined for other files), revoked when the choice changes. */
function usePreviews(files: File[]): (string | undefined)[] {
  const [urls, setUrls] = useState<(string | undefined)[]>([]);
  useEffect(() => {
    const made = files.map((f) => (f.type.startsWith("image/") ? URL.createObjectURL(f) : undefined));
    setUrls(made);
    return () => made.forEach((url) => url && URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
