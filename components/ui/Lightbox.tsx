/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files. */
// No 'use client' of its own: only islands render it (the hidden gallery's GalleryGrid, a case's
// CaseGallery), so it runs inside their boundary. Its CSS is `lightboxStyles` in LightboxStyle.ts.

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { lockScroll, unlockScroll } from '@/components/motion/scroll';
import { trapTab } from '@/lib/focusTrap';

export type LightboxImage = { large: string; alt: string; width: number; height: number };
export type LightboxLabels = { close: string; dialog: string };

/**
 * Which picture is enlarged, and the way back: `show` remembers the button that opened it, `close`
 * returns the focus there.
 */
export function useLightbox<T>() {
  const [open, setOpen] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    open,
    show: (item: T, event: MouseEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
      setOpen(item);
    },
    close: () => {
      setOpen(null);
      opener.current?.focus();
    },
  };
}

/**
 * A full-screen modal picture: focus on its close button, Tab kept inside, the page behind it still;
 * it closes with its button, Escape or a click on the backdrop.
 */
export function Lightbox({ image, labels, onClose }: { image: LightboxImage; labels: LightboxLabels; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    lockScroll();
    return unlockScroll;
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (dialog.current) {
      trapTab(event, dialog.current);
    }
  };

  return (
    <div
      ref={dialog}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <button type="button" className="lightbox-close" aria-label={labels.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <img src={image.large} alt={image.alt} width={image.width} height={image.height} />
    </div>
  );
}
