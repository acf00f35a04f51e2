// Completion photos (the spec's screens): a photo that fails to load is hidden. The grid shows each photo's
// thumbnail (`?size=thumb`, at most 40 KB); tapping one opens the viewer with the full images.
import { lazy, Suspense, useState } from "react";
import { X } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { thumbnailUrl } from "@/lib/thumbnail";

const PhotoViewer = lazy(() => import("./photo-viewer"));

export function PhotoGallery({
  photos,
  onRemove,
  removable = () => true,
  removing,
}: {
  photos: string[];
  onRemove?: (url: string) => void;
  /** Whether the viewer may remove this photo (offered only then); every photo by default. */
  removable?: (url: string) => boolean;
  removing?: boolean;
}) {
  const { t } = useTranslation("projects");
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const visible = photos.filter((p) => !failed.has(p));
  if (visible.length === 0) return null;
  return (
    <>
      <ul className="grid grid-cols-3 gap-2" aria-label={t("photos.label")}>
        {visible.map((url, i) => (
          <li key={url} className="relative aspect-square overflow-hidden rounded-xl bg-muted">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setViewing(i)}
              className="block size-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
            >
              <img
                src={thumbnailUrl(url)}
                alt={t("photos.alt", { n: i + 1 })}
                loading="lazy"
                className="size-full object-cover"
                onError={() => setFailed((prev) => new Set(prev).add(url))}
              />
            </button>
            {onRemove && removable(url) ? (
              <button
                type="button"
                aria-label={t("photos.remove", { n: i + 1 })}
                disabled={removing}
                onClick={() => setConfirming(url)}
                className="absolute top-0 right-0 inline-flex size-11 items-center justify-center"
              >
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-black/70 text-white">
                  <X className="size-4" aria-hidden="true" />
                </span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {viewing !== null && visible.length > 0 ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={visible}
            index={Math.min(viewing, visible.length - 1)}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("photos.confirmTitle")}
        description={t("photos.confirmText")}
        action={t("photos.confirmAction")}
        onConfirm={() => {
          if (confirming) onRemove?.(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
