/* eslint-disable @next/next/no-img-element -- static export: plain <img> over pre-sized local files with srcset. */
import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { Badge, Container, Section, SectionTitle } from '@/components/ui/primitives';
import type { Locale } from '@/lib/i18n/locales';
import { getStatus } from '@/lib/owner';
import { media } from '@/lib/theme';
import { AboutVideo } from './AboutVideo';
import { AboutVideoStyle, underText } from './AboutVideoStyle';

const POSTER = '/images/about-poster.webp';
const VIDEO_SOURCES = [
  { src: '/video/about.webm', type: 'video/webm' },
  { src: '/video/about.mp4', type: 'video/mp4' },
];

const Wrapper = styled(Section)`
  overflow: hidden;
  isolation: isolate;
`;

// No stacking context here: the media sit under the text, the pause button above it.
const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  img {
    ${underText}
  }
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    inset: 0;
    background:
      linear-gradient(180deg, var(--color-bg) 0%, var(--color-veil) 25%, var(--color-veil) 75%, var(--color-bg) 100%),
      linear-gradient(90deg, var(--color-bg-45), transparent 70%);
  }
`;

const Layout = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  gap: clamp(2.5rem, 6vw, 4rem);
  ${media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 0.8fr);
    align-items: end;
  }
`;

const Text = styled.div`
  p {
    margin-top: var(--space-4);
    max-width: 62ch;
    color: var(--color-text-soft);
    font-size: var(--size-md);
  }
  p:first-of-type {
    margin-top: var(--space-6);
  }
`;

const Motto = styled.blockquote`
  margin: var(--space-8) 0 0;
  padding-left: var(--space-6);
  border-left: 3px solid var(--color-accent);
  font-family: var(--font-display);
  font-size: var(--size-xl);
  font-weight: 600;
  letter-spacing: -0.02em;
  p {
    margin: 0;
    color: var(--color-text);
    font-size: inherit;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-3);
  margin: 0;
  ${media.lg} {
    grid-template-columns: 1fr;
  }
  > div {
    padding: var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-surface-75);
    backdrop-filter: blur(6px);
    ${media.md} {
      padding: var(--space-6);
    }
  }
  dt {
    color: var(--color-muted);
    font-size: var(--size-xs);
    line-height: 1.35;
    ${media.md} {
      font-size: var(--size-sm);
    }
  }
  dd {
    order: -1;
    margin: 0 0 var(--space-1);
    font-family: var(--font-display);
    font-size: clamp(1.6rem, 1rem + 2.6vw, 3.25rem);
    font-weight: 700;
    line-height: 1;
    color: var(--color-accent);
  }
  > div {
    display: flex;
    flex-direction: column;
  }
`;

export async function About({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const { stats } = getStatus(locale);
  return (
    <Wrapper id="about">
      <AboutVideoStyle />
      <Backdrop>
        <img src={POSTER} alt="" width={1280} height={720} loading="lazy" decoding="async" />
        <AboutVideo sources={VIDEO_SOURCES} fallback={t('videoFallback')} labels={{ pause: t('pauseVideo'), play: t('playVideo') }} />
      </Backdrop>
      <Container>
        <Layout>
          <Reveal>
            <Badge>{t('badge')}</Badge>
            <SectionTitle>{t('title')}</SectionTitle>
            <Text>
              <p>{t('paragraph1')}</p>
              <p>{t('paragraph2')}</p>
            </Text>
            <Motto>
              <p>{t('motto')}</p>
            </Motto>
          </Reveal>
          <Stats>
            {stats.map((stat, index) => (
              <Reveal key={stat.value} delay={stagger(index)}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </Reveal>
            ))}
          </Stats>
        </Layout>
      </Container>
    </Wrapper>
  );
}
