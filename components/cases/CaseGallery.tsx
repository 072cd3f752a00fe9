'use client';
/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */

import { island } from '@/components/ui/IslandBoundary';
import { Lightbox, useLightbox, type LightboxLabels } from '@/components/ui/Lightbox';

export type CaseShot = {
  src: string;
  srcSet?: string;
  /** The 1200 px file the viewer shows. */
  large: string;
  alt: string;
  openLabel: string;
  width: number;
  height: number;
};

const FIRST_SIZES = '(min-width: 1024px) 900px, 92vw';
const SIZES = '(min-width: 1024px) 440px, (min-width: 768px) 46vw, 92vw';

type Props = { shots: CaseShot[]; labels: LightboxLabels };

/**
 * A case's screens, each a link to its 1200 px file that, once the scripts run, opens it full screen
 * instead (the hidden gallery's Lightbox): before them, without them or should the island fail, a tap
 * still shows the enlarged picture. The pictures are in the HTML at their size; the first loads at once,
 * the others as they near the screen. Its CSS is CaseGalleryStyle, beside it.
 */
export const CaseGallery = island(LiveCaseGallery, StillCaseGallery);

function LiveCaseGallery({ shots, labels }: Props) {
  const lightbox = useLightbox<CaseShot>();
  return (
    <>
      <Shots shots={shots} onOpen={lightbox.show} />
      {lightbox.open && <Lightbox image={lightbox.open} labels={labels} onClose={lightbox.close} />}
    </>
  );
}

function StillCaseGallery({ shots }: Props) {
  return <Shots shots={shots} />;
}

type ShotsProps = Pick<Props, 'shots'> & { onOpen?: ReturnType<typeof useLightbox<CaseShot>>['show'] };

function Shots({ shots, onOpen }: ShotsProps) {
  return (
    <ul className="case-shots">
      {shots.map((shot, index) => (
        <li key={shot.src}>
          <a
            href={shot.large}
            className="case-shot"
            aria-label={shot.openLabel}
            onClick={(event) => {
              // A click meant for a new tab or a download keeps the link's own way.
              if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onOpen(shot, event);
            }}
          >
            <img
              src={shot.src}
              srcSet={shot.srcSet}
              sizes={index === 0 ? FIRST_SIZES : SIZES}
              alt={shot.alt}
              width={shot.width}
              height={shot.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
