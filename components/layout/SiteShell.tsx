import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { RevealObserver } from '@/components/motion/RevealObserver';
import type { Locale } from '@/lib/i18n/locales';
import { Footer } from './Footer';
import { Header } from './Header';

export const SkipLink = styled.a`
  position: fixed;
  top: 0.75rem;
  left: 0.75rem;
  z-index: 200;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-sm);
  background: var(--color-accent-fill);
  color: var(--color-accent-ink);
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export const Main = styled.main`
  outline: none;
`;

type Props = { locale: Locale; path: string; children: ReactNode };

/** Header, main and footer of every page; each page mounts its own behaviours. */
export async function SiteShell({ locale, path, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Common' });

  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header locale={locale} path={path} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer locale={locale} />
      <RevealObserver />
    </>
  );
}
