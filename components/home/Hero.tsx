import { preload } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { accentDot, Badge, ButtonLink, Container } from '@/components/ui/primitives';
import { sectionHref, type Locale } from '@/lib/i18n/locales';
import { getStatus } from '@/lib/owner';
import { media } from '@/lib/theme';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';

const PORTRAIT = {
  width: 800,
  height: 1000,
  sizes: '(min-width: 1024px) 440px, (min-width: 768px) 40vw, 82vw',
  avif: '/images/portrait-480.avif 480w, /images/portrait-800.avif 800w',
  webp: '/images/portrait-480.webp 480w, /images/portrait-800.webp 800w',
};

// The text is painted at once: only transform and a highlight move, never opacity.
const rise = keyframes`
  from { transform: translateY(0.3em); }
  to { transform: none; }
`;

const sheen = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

// One styled parent for the hero's pieces, styled by class name (and the headline, which animates): each styled
// component is a <style> element of its own, in the HTML and in React's payload, before the page's largest text.
const Wrapper = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: calc(var(--layout-header) + clamp(2.5rem, 7vw, 5rem)) clamp(4rem, 8vw, 6rem);
  /* The glow's top is a length, not a share of the hero's height: on a slow phone the first paint comes while the
     parser is still inside the hero, and a percentage moved the glow as the hero grew under it (a layout shift). */
  &::before {
    content: '';
    position: absolute;
    inset: -250px -10% auto auto;
    ${media.md} {
      top: -145px;
    }
    width: 60vw;
    height: 60vw;
    max-width: 760px;
    max-height: 760px;
    background: radial-gradient(closest-side, var(--color-violet-16), transparent);
    pointer-events: none;
  }
  .hero-layout {
    position: relative;
    display: grid;
    gap: clamp(2.5rem, 6vw, 4rem);
    align-items: center;
    ${media.md} {
      grid-template-columns: minmax(0, 1.45fr) minmax(0, 0.75fr);
    }
  }
  /* Each line of the headline stays one line in Sora and in its stand-in alike (at most 9.75em wide in
     either), sized to the column (cqi): where a line wrapped in one face and not the other, the swap to
     Sora on a first visit pushed everything below it down (a layout shift at 412 px). */
  .hero-copy {
    container-type: inline-size;
  }
  .hero-lead {
    margin-top: var(--space-6);
    max-width: 56ch;
    color: var(--color-muted);
    font-size: var(--size-lg);
    line-height: 1.55;
  }
  .hero-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    margin-top: var(--space-8);
  }
  .hero-chips {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-6);
    margin: var(--space-8) 0 0;
    padding: 0;
    list-style: none;
    color: var(--color-muted);
    font-size: var(--size-sm);
    li {
      display: inline-flex;
      align-items: center;
      gap: var(--space-2);
    }
    li::before {
      ${accentDot}
    }
  }
  .hero-frame {
    position: relative;
    justify-self: center;
    width: min(100%, 440px);
    padding: 10px;
    border: 1px solid var(--color-line);
    border-radius: calc(var(--radius-lg) + 10px);
    background: linear-gradient(160deg, var(--color-accent-12), var(--color-violet-10) 60%, transparent);
    picture,
    img {
      display: block;
      width: 100%;
      height: auto;
      aspect-ratio: ${PORTRAIT.width} / ${PORTRAIT.height};
      border-radius: var(--radius-lg);
      background: var(--color-surface);
    }
  }
`;

const Headline = styled.h1`
  margin-top: var(--space-6);
  font-size: min(clamp(2.6rem, 1.2rem + 4.4vw, 4.4rem), 100cqi / 10);
  font-weight: 700;
  letter-spacing: -0.035em;
  line-height: 1.02;
  span {
    display: block;
    white-space: nowrap;
    animation: ${rise} 0.9s cubic-bezier(0.22, 1, 0.36, 1) both;
  }
  span + span {
    animation:
      ${rise} 0.9s cubic-bezier(0.22, 1, 0.36, 1) 0.12s both,
      ${sheen} 2.4s ease-out 0.3s both;
    background: linear-gradient(100deg, var(--color-accent) 0 40%, var(--color-accent-pale) 50%, var(--color-accent) 60% 100%) 0 0 / 250%
      100%;
    -webkit-background-clip: text;
    background-clip: text;
    color: var(--color-accent);
    -webkit-text-fill-color: transparent;
  }
  /* On a first visit the splash (Splash.tsx, shown on the same conditions) covers the hero from its first paint
     until well after the entrance would have ended: the headline starts in its final state instead of playing
     its entrance unseen, the sheen repainting it every frame under the overlay. Later visits play it. */
  @media (prefers-reduced-motion: no-preference) {
    html.js:not(.splash-seen) & span {
      animation: none;
    }
  }
`;

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Hero' });
  const status = getStatus(locale);
  // React preloads plain eager images by itself but not those inside <picture>: name the LCP image first.
  preload('/images/portrait-800.avif', {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: PORTRAIT.avif,
    imageSizes: PORTRAIT.sizes,
    fetchPriority: 'high',
  });
  return (
    <Wrapper id="hero" className="page-hero">
      <Container>
        <div className="hero-layout">
          <div className="hero-copy">
            <Badge>{status.open ? t('badge') : status.closedText}</Badge>
            <Headline>
              <span>{t('headlineTop')}</span> <span>{t('headlineBottom')}</span>
            </Headline>
            <p className="hero-lead" id={PAGE_LEAD_ID}>
              {t('subheadline')}
            </p>
            <div className="hero-actions">
              <ButtonLink href={sectionHref(locale, 'sites')}>{t('explore')}</ButtonLink>
              <ButtonLink href={sectionHref(locale, 'contact')} variant="ghost">
                {t('start')}
              </ButtonLink>
            </div>
            <ul className="hero-chips">
              <li>{t('chipScore')}</li>
              <li>{status.reply}</li>
            </ul>
          </div>
          <div className="hero-frame">
            <picture>
              <source type="image/avif" srcSet={PORTRAIT.avif} sizes={PORTRAIT.sizes} />
              <source type="image/webp" srcSet={PORTRAIT.webp} sizes={PORTRAIT.sizes} />
              <img
                src="/images/portrait-800.webp"
                alt={t('portraitAlt')}
                width={PORTRAIT.width}
                height={PORTRAIT.height}
                loading="eager"
                fetchPriority="high"
                decoding="async"
                data-preload=""
              />
            </picture>
          </div>
        </div>
        <FirstScreenEnd />
      </Container>
    </Wrapper>
  );
}
