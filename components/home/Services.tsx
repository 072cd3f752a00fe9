import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { getTranslations } from 'next-intl/server';
import { Reveal } from '@/components/motion/Reveal';
import { ButtonLink, Card, Container, Section } from '@/components/ui/primitives';
import type { ServiceIcon } from '@/lib/data/services';
import { sectionHref, type Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/money';
import { getServices } from '@/lib/owner';
import { media } from '@/lib/theme';
import { ServiceCards } from './ServiceCards';

const ICONS: Record<ServiceIcon, ReactNode> = {
  layout: (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 9h18M9 9v11" />
    </svg>
  ),
  sparkles: (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
      <path d="M19 16l.7 2.3L22 19l-2.3.7L19 22l-.7-2.3L16 19l2.3-.7z" />
    </svg>
  ),
  chart: (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-7" />
      <path d="M15 7h5v5" />
    </svg>
  ),
};

const cardStyles = `
  .service-grid {
    display: grid;
    gap: var(--space-6);
    margin-top: clamp(2.5rem, 5vw, 3.5rem);
    grid-template-columns: 1fr;
    grid-auto-flow: dense;
  }
  ${media.lg} {
    .service-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    /* With one card at full width, the other two share a row: no holes, whichever card is open. */
    .service-grid:has([open]) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
  .service-card {
    position: relative;
    display: flex;
    flex-direction: column;
    transition: border-color 0.25s ease, background-color 0.25s ease, transform 0.25s ease;
  }
  .service-card:hover { border-color: var(--color-line-strong); }
  .service-card:has(> [open]) {
    grid-column: 1 / -1;
    border-color: var(--color-accent-55);
    background: var(--color-surface-raised);
  }
  .service-head {
    display: flex;
    flex-direction: column;
    gap: var(--space-4);
    flex: 1;
    padding: clamp(1.5rem, 3vw, 2rem) clamp(1.5rem, 3vw, 2rem) var(--space-6);
  }
  .service-icon {
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    border-radius: var(--radius-md);
    background: var(--color-accent-10);
    color: var(--color-accent);
  }
  .service-title { font-size: var(--size-xl); font-weight: 600; }
  .service-toggle {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    padding: 0 clamp(1.5rem, 3vw, 2rem) clamp(1.5rem, 3vw, 2rem);
    font-size: var(--size-sm);
    font-weight: 600;
    list-style: none;
    cursor: pointer;
  }
  .service-toggle::-webkit-details-marker { display: none; }
  .service-toggle:focus-visible { outline: none; }
  .service-toggle:focus-visible::after {
    outline: 3px solid var(--color-accent);
    outline-offset: 3px;
  }
  /* The summary covers the whole card (its open panel sits above): the card is what a visitor clicks. */
  .service-toggle::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--radius-lg);
  }
  .service-meta {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-6);
    margin: 0;
  }
  .service-meta div { display: flex; flex-direction: column; }
  .service-meta dt {
    color: var(--color-muted);
    font-size: var(--size-xs);
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .service-meta dd { margin: 0; font-weight: 600; }
  .service-meta div:last-of-type dd { color: var(--color-accent); }
  .service-description { color: var(--color-muted); }
  .service-chevron {
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
    transition: transform 0.25s ease;
  }
  [open] > .service-toggle .service-chevron { transform: translateY(2px) rotate(-135deg); }
  [open] > .service-toggle .service-show,
  :not([open]) > .service-toggle .service-hide { display: none; }
  .service-panel {
    position: relative;
    z-index: 1;
    padding: 0 clamp(1.5rem, 3vw, 2rem) clamp(1.5rem, 3vw, 2rem);
    animation: service-open 0.35s cubic-bezier(0.22, 1, 0.36, 1);
  }
  .service-panel h4 {
    padding-top: var(--space-6);
    border-top: 1px solid var(--color-line);
    font-size: var(--size-md);
    font-weight: 600;
  }
  .service-panel ul {
    display: grid;
    gap: var(--space-3);
    margin: var(--space-4) 0 var(--space-6);
    padding: 0;
    list-style: none;
  }
  ${media.md} {
    .service-panel ul { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: var(--space-8); }
  }
  .service-panel li {
    position: relative;
    padding-left: 1.75rem;
  }
  .service-panel li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.45em;
    width: 0.8rem;
    height: 0.45rem;
    border-left: 2px solid var(--color-accent);
    border-bottom: 2px solid var(--color-accent);
    transform: rotate(-45deg);
  }
  .service-start {
    border: 0;
    font-weight: 700;
  }
  @keyframes service-open {
    from { opacity: 0; transform: translateY(-8px); }
  }
`;

const Cards = styled.div`
  ${cardStyles}
`;

const Cta = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  margin-top: clamp(2.5rem, 5vw, 3.5rem);
  padding: clamp(1.75rem, 4vw, 3rem);
  background: radial-gradient(120% 140% at 100% 0%, var(--color-violet-18), transparent 55%), var(--color-surface);
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-8);
  }
  h3 {
    font-size: var(--size-xl);
  }
  p {
    margin-top: var(--space-2);
    max-width: 56ch;
    color: var(--color-muted);
  }
  a {
    flex-shrink: 0;
  }
`;

export async function Services({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  const contactHref = sectionHref(locale, 'contact');
  const cards = getServices(locale).map((service) => ({
    id: service.id,
    icon: ICONS[service.icon],
    title: service.title,
    timeline: t('timeline', service.timeline),
    investment: t('investment', { price: formatPrice(service.price, service.currency) }),
    description: service.description,
    features: service.features,
  }));

  return (
    <Section id="services">
      <Container>
        <SectionIntro badge={t('badge')} title={t('title')} lead={t('lead')} />
        <Cards>
          <ServiceCards
            cards={cards}
            contactHref={contactHref}
            labels={{
              timeline: t('timelineLabel'),
              investment: t('investmentLabel'),
              included: t('included'),
              start: t('startProject'),
              show: t('showDetails'),
              hide: t('hideDetails'),
            }}
          />
        </Cards>
        <Reveal>
          <Cta>
            <div>
              <h3>{t('ctaTitle')}</h3>
              <p>{t('ctaText')}</p>
            </div>
            <ButtonLink href={contactHref}>{t('ctaButton')}</ButtonLink>
          </Cta>
        </Reveal>
      </Container>
    </Section>
  );
}
