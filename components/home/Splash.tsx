import { createGlobalStyle } from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { monogramOf } from '@/lib/i18n/ownerWords';
import { getSettings } from '@/lib/owner';
import { SplashCounter } from './SplashCounter';
import { monogramTile } from '@/components/ui/primitives';

// Hidden unless scripts run, the splash was not seen this session (html.splash-seen, set before
// the first paint) and motion is welcome: it never withholds the page underneath.
const SplashStyle = createGlobalStyle`
  .splash {
    display: none;
    @media (prefers-reduced-motion: no-preference) {
      html.js:not(.splash-seen) & {
        display: flex;
      }
    }
    position: fixed;
    inset: 0;
    z-index: 300;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: var(--space-4);
    background: var(--color-bg);
    transition: opacity 0.8s ease;
    &[data-phase='fading'] {
      opacity: 0;
      pointer-events: none;
    }
    /* Only the backdrop fades: half-transparent text would fail contrast checks mid-fade. */
    &[data-phase='fading'] > * {
      visibility: hidden;
    }
    .splash-mark {
      ${monogramTile('56px', '16px')}
      font-family: var(--font-display);
      font-weight: 700;
    }
    /* Fixed widths in em, wider than a digit and a percent sign in Sora and in its stand-in: the count's box and each
       glyph's start stay put while the count grows and when Sora replaces the stand-in (no layout shift). Each digit
       place shows one line of its strip (SplashCounter), which the count's animations move. */
    .splash-count {
      display: flex;
      width: 3.2em;
      font-family: var(--font-display);
      font-size: var(--size-xxl);
      font-variant-numeric: tabular-nums;
      line-height: 1.6;
      white-space: nowrap;
    }
    .splash-count > span {
      height: 1.6em;
      overflow: hidden;
    }
    .splash-count > span:not(:last-child) {
      width: 0.7em;
    }
    .splash-count > span > span {
      display: block;
      white-space: pre;
    }
    .splash-bar {
      width: min(240px, 60vw);
      height: 2px;
      background: var(--color-line);
      overflow: hidden;
    }
    /* The bar steps with the count: its animation holds each tick's width until the next, with no transition between
       (one kept a phone drawing frames for the whole count, docs/quality.md). */
    .splash-bar span {
      display: block;
      height: 100%;
      background: var(--color-accent);
      transform-origin: left;
    }
    .splash-label {
      color: var(--color-muted);
      font-size: var(--size-xs);
      letter-spacing: 0.2em;
      text-transform: uppercase;
    }
  }
`;

/** The home page's loading splash, once per browser session (see SplashCounter). */
export async function Splash({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Splash' });
  return (
    <>
      <SplashStyle />
      <SplashCounter mark={monogramOf(getSettings().ownerName)} label={t('loading')} />
    </>
  );
}
