'use client';
/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { lockScroll, unlockScroll } from '@/components/motion/scroll';
import { trapTab } from '@/lib/focusTrap';
import { filterGallery, type GalleryCategory, type GalleryFilter } from '@/lib/gallery';

export type GalleryPhoto = {
  id: string;
  src: string;
  srcSet?: string;
  large: string;
  alt: string;
  openLabel: string;
  category: GalleryCategory;
};

export type GalleryGridProps = {
  photos: GalleryPhoto[];
  filters: { id: GalleryFilter; label: string }[];
  labels: { filter: string; close: string; dialog: string };
};

/** Filters and a full-screen lightbox; its CSS is GalleryGridStyle, beside it. */
export const GalleryGrid = island(LiveGalleryGrid);

function LiveGalleryGrid({ photos, filters, labels }: GalleryGridProps) {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const open = photos.find((photo) => photo.id === openId) ?? null;

  useEffect(() => {
    if (!open) return;
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    lockScroll();
    return unlockScroll;
  }, [open]);

  const close = () => {
    setOpenId(null);
    opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (dialog.current) {
      trapTab(event, dialog.current);
    }
  };

  return (
    <>
      <div className="gallery-filters" role="group" aria-label={labels.filter}>
        {filters.map((item) => (
          <button key={item.id} type="button" aria-pressed={filter === item.id} onClick={() => setFilter(item.id)}>
            {item.label}
          </button>
        ))}
      </div>
      <ul className="gallery-grid">
        {filterGallery(photos, filter).map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              className="gallery-item"
              aria-label={photo.openLabel}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpenId(photo.id);
              }}
            >
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw"
                alt=""
                width={800}
                height={533}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div
          ref={dialog}
          className="gallery-lightbox"
          role="dialog"
          aria-modal="true"
          aria-label={labels.dialog}
          onKeyDown={onKeyDown}
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <button type="button" className="gallery-close" aria-label={labels.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
          <img src={open.large} alt={open.alt} width={1200} height={800} />
        </div>
      )}
    </>
  );
}
