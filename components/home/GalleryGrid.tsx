'use client';
/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */

import { useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { Lightbox, useLightbox } from '@/components/ui/Lightbox';
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
  const lightbox = useLightbox<GalleryPhoto>();

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
            <button type="button" className="gallery-item" aria-label={photo.openLabel} onClick={(event) => lightbox.show(photo, event)}>
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
      {lightbox.open && <Lightbox image={{ ...lightbox.open, width: 1200, height: 800 }} labels={labels} onClose={lightbox.close} />}
    </>
  );
}
