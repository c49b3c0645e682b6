import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { downloadPhoto } from '#client/features/photos/download-photo.ts';
import { categoryLabel, stepIndex } from '#client/features/photos/photo-gallery.ts';
import { photoCategoryMessages, photosMessages } from '#client/features/photos/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import type { Photo } from '#shared/schemas/photo.ts';

/**
 * The photo viewer (its own lazy chunk). Arrow keys move between photos, so does a horizontal swipe on a touch
 * screen (pointer events), Escape closes, and focus goes back to the thumbnail that opened it.
 */
/** The shortest horizontal move that counts as a swipe (px). */
const SWIPE_MIN = 50;

export default function Lightbox({ photos, index, open, onIndexChange, onOpenChange, returnFocus }: {
  photos: Photo[];
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useMessages(photosMessages);
  const categories = useMessages(photoCategoryMessages);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const photo = photos[index];
  if (!photo) return null;
  const many = photos.length > 1;
  const go = (step: number) => onIndexChange(stepIndex(index, step, photos.length));
  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    swipeStart.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== e.pointerId || !many) return;
    const dx = e.clientX - start.x;
    // A mostly horizontal move of at least SWIPE_MIN px: right shows the previous photo, left the next.
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(e.clientY - start.y)) go(dx > 0 ? -1 : 1);
  };
  const navButton =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-black/70 p-2 text-white hover:bg-black/90 sm:p-3';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            const target = returnFocus();
            if (target) {
              e.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm text-stone-200" aria-live="polite">
              {t.position({ n: index + 1, total: photos.length })}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => void downloadPhoto(photo)}
                className="inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-200"
              >
                <Download className="h-4 w-4" aria-hidden />
                {t.download}
              </button>
              <Dialog.Close aria-label={t.close} className="rounded-md p-2 text-white hover:bg-white/15">
                <X className="h-6 w-6" aria-hidden />
              </Dialog.Close>
            </div>
          </div>

          <div
            data-testid="lightbox-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-16"
          >
            <img
              key={photo.id}
              src={photo.imageUrl}
              alt={photo.title}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              className="max-h-full max-w-full rounded object-contain"
            />
            {many ? (
              <>
                <button type="button" aria-label={t.previous} onClick={() => go(-1)} className={`${navButton} left-2`}>
                  <ChevronLeft className="h-6 w-6" aria-hidden />
                </button>
                <button type="button" aria-label={t.next} onClick={() => go(1)} className={`${navButton} right-2`}>
                  <ChevronRight className="h-6 w-6" aria-hidden />
                </button>
              </>
            ) : null}
          </div>

          <div className="mx-auto w-full max-w-3xl px-4 py-4 text-center">
            <Dialog.Title className="text-lg font-semibold">{photo.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-stone-200">
              {photo.description ?? categoryLabel(categories, photo.category)}
            </Dialog.Description>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
