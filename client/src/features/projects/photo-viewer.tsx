// The full-size photo viewer: tapping a completion photo opens it whole, and a swipe,
// the labelled Previous/Next buttons or the arrow keys move between the photos. A Radix dialog, so
// focus stays inside, Escape closes it and the page behind is inert. Loaded only when opened.
import { useEffect, useRef } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/** How far a finger must travel sideways (px) for a swipe to turn the photo. */
const SWIPE_PX = 40;

export default function PhotoViewer({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("projects");
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  // The photos a swipe reaches next are fetched ahead, so they show at once.
  useEffect(() => {
    if (count < 2) return;
    for (const step of [1, -1]) new Image().src = photos[(index + step + count) % count]!;
  }, [photos, index, count]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="gap-3 bg-neutral-950 p-3 pt-12 text-white sm:max-w-3xl"
        aria-roledescription={t("photos.viewer")}
        onKeyDown={(e) => {
          if (count < 2) return;
          if (e.key === "ArrowRight") go(1);
          else if (e.key === "ArrowLeft") go(-1);
          else return;
          e.preventDefault();
        }}
      >
        <DialogTitle className="absolute top-3.5 left-4 text-base font-semibold">
          {t("photos.title", { n: index + 1, count })}
        </DialogTitle>
        <DialogDescription className="sr-only">{t("photos.help")}</DialogDescription>
        <div
          className="relative flex min-h-[50dvh] touch-pan-y items-center justify-center select-none"
          data-testid="photo-stage"
          onPointerDown={(e) => {
            start.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => {
            const from = start.current;
            start.current = null;
            if (!from || count < 2) return;
            const dx = e.clientX - from.x;
            if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
        >
          <img
            key={photos[index]}
            src={photos[index]}
            alt={t("photos.viewerAlt", { n: index + 1, count })}
            draggable={false}
            className="max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-lg object-contain"
          />
        </div>
        {count > 1 ? (
          <div className="flex items-center justify-between">
            <button
              type="button"
              onClick={() => go(-1)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <ChevronLeft className="size-5" aria-hidden="true" /> {t("photos.previous")}
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              {t("photos.next")} <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
