import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { RevealObserver } from '@/components/motion/RevealObserver';
import { SmoothScroll } from '@/components/motion/SmoothScroll';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { Footer } from './Footer';
import { Header } from './Header';
import { Splash } from './Splash';

const SkipLink = styled.a`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 200;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-sm);
  background: var(--color-accent);
  color: var(--color-accent-ink);
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  outline: none;
`;

const SplashOverlay = styled(Splash)`
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
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 16px;
    background: var(--color-accent);
    color: var(--color-accent-ink);
    font-family: var(--font-display);
    font-weight: 700;
  }
  .splash-count {
    font-family: var(--font-display);
    font-size: var(--size-xxl);
    font-variant-numeric: tabular-nums;
  }
  .splash-bar {
    width: min(240px, 60vw);
    height: 2px;
    background: var(--color-line);
    overflow: hidden;
  }
  .splash-bar span {
    display: block;
    height: 100%;
    background: var(--color-accent);
    transform-origin: left;
    transition: transform 0.1s linear;
  }
  .splash-label {
    color: var(--color-muted);
    font-size: var(--size-xs);
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
`;

type Props = { locale: Locale; path: string; children: ReactNode };

/** Header, main and footer of every page; the home page also gets the splash and smooth scroll. */
export async function SiteShell({ locale, path, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const splash = await getTranslations({ locale, namespace: 'Splash' });
  const isHome = path === '/';

  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header locale={locale} path={path} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer locale={locale} />
      <RevealObserver />
      {isHome && <SmoothScroll homePath={localePath(locale, '/')} />}
      {isHome && <SplashOverlay label={splash('loading')} />}
    </>
  );
}
