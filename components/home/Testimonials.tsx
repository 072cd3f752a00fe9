/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */
import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { getTranslations } from 'next-intl/server';
import { Container, Section, threeColumns } from '@/components/ui/primitives';
import { COLUMN_DURATIONS, toColumns } from '@/lib/data/testimonials';
import { getTestimonials, type Testimonial } from '@/lib/owner';
import type { Locale } from '@/lib/i18n/locales';
import { media } from '@/lib/theme';

// The list is rendered twice; moving up by half the track loops it seamlessly.
const scroll = keyframes`
  to { transform: translateY(-50%); }
`;

// One styled parent for the whole wall: styled-components writes a component's CSS next to every
// instance it renders, so the 18 cards, 6 lists and 3 tracks are plain elements styled from here.
const Area = styled.section`
  ${threeColumns}
  gap: var(--space-6);
  max-height: 740px;
  margin-top: clamp(2.5rem, 5vw, 3.5rem);
  overflow: hidden;
  border-radius: var(--radius-lg);
  mask-image: linear-gradient(180deg, transparent, black 12%, black 88%, transparent);
  &:focus-visible {
    mask-image: none;
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-y: auto;
    mask-image: none;
  }

  .testimonial-column:nth-of-type(2) {
    display: none;
    ${media.md} {
      display: block;
    }
  }
  .testimonial-column:nth-of-type(3) {
    display: none;
    ${media.lg} {
      display: block;
    }
  }

  .testimonial-track {
    animation: ${scroll} var(--duration) linear infinite;
  }
  /* With scripts, the wall moves only while on screen (RevealObserver marks it data-playing). */
  html.js &:not([data-playing]) .testimonial-track,
  &:hover .testimonial-track,
  &:focus-within .testimonial-track {
    animation-play-state: paused;
  }
  .testimonial-track ul {
    display: grid;
    gap: var(--space-6);
    margin: 0;
    padding: 0 0 var(--space-6);
    list-style: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .testimonial-track {
      animation: none !important;
    }
    .testimonial-track ul[aria-hidden] {
      display: none;
    }
  }

  .testimonial-card {
    margin: 0;
    padding: var(--space-6);
  }
  .testimonial-card blockquote {
    margin: 0;
    color: var(--color-text-soft);
    font-size: var(--size-sm);
    line-height: 1.65;
  }
  .testimonial-card figcaption {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    margin-top: var(--space-6);
  }
  .testimonial-card img {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--color-surface-raised);
  }
  .testimonial-card strong {
    display: block;
    font-size: var(--size-sm);
  }
  .testimonial-card figcaption span {
    display: block;
    color: var(--color-muted);
    font-size: var(--size-xs);
  }
`;

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="ui-card testimonial-card">
      <blockquote>
        <p>{item.text}</p>
      </blockquote>
      <figcaption>
        <img src={item.image} alt="" width={128} height={128} loading="lazy" decoding="async" />
        <div>
          <strong>{item.name}</strong>
          <span>{item.role}</span>
        </div>
      </figcaption>
    </figure>
  );
}

export async function Testimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Testimonials' });
  const columns = toColumns(await getTestimonials(locale));
  return (
    <Section id="testimonials">
      <Container>
        <SectionIntro badge={t('badge')} title={t('title')} lead={t('lead')} />
        {/* Focusable so that keyboard users can pause the motion, as hovering does. */}
        <Area aria-label={t('areaLabel')} tabIndex={0} data-play-in-view="">
          {columns.map((column, index) => (
            <div key={column[0].id} className="testimonial-column" data-testid="testimonial-column">
              <div className="testimonial-track" style={{ '--duration': `${COLUMN_DURATIONS[index]}s` } as CSSProperties}>
                <ul>
                  {column.map((item) => (
                    <li key={item.id}>
                      <TestimonialCard item={item} />
                    </li>
                  ))}
                </ul>
                <ul aria-hidden="true" inert>
                  {column.map((item) => (
                    <li key={item.id}>
                      <TestimonialCard item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </Area>
      </Container>
    </Section>
  );
}
