import styled from 'styled-components';
import { accentDot, Badge, ButtonLink, Container } from '@/components/ui/primitives';
import { glowCss } from '@/lib/glow';
import { media } from '@/lib/theme';
import type { PartnershipChat } from '@/lib/partnershipMessage';
import { ChatButton } from './ChatButton';
import type { PartnershipCopy } from './copy';
import { CyclingWords } from './CyclingWords';
import { CyclingWordsStyle } from './CyclingWordsStyle';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';

/* The hero's two glows, each a layer under its content clipped to what it colours (lib/glow.ts): drawn over the whole
   hero, where they are mostly transparent, they were most of the raster of the page's first frame. */
const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: calc(var(--layout-header) + clamp(3rem, 9vw, 7rem)) clamp(4rem, 9vw, 7rem);
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
  }
  &::before {
    ${glowCss({ size: [60, 30], at: [85, -10], color: 'var(--color-violet-18)', stop: 60 })}
  }
  &::after {
    ${glowCss({ size: [40, 24], at: [0, 110], color: 'var(--color-accent-10)', stop: 60 })}
  }
`;

const Title = styled.h1`
  margin-top: var(--space-6);
  font-size: var(--size-hero);
  font-weight: 700;
  max-width: 18ch;
`;

const Subtitle = styled.p`
  margin-top: var(--space-6);
  max-width: 58ch;
  color: var(--color-muted);
  font-size: var(--size-lg);
`;

const Stats = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: var(--space-8) 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    padding: 0.5rem 1rem;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-pill);
    background: var(--color-white-4);
    font-size: var(--size-sm);
    font-weight: 600;
  }
  li::before {
    ${accentDot}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-4);
  margin-top: var(--space-8);
  /* Both buttons, the chat and the ghost, at one size. */
  a {
    min-height: 52px;
    padding-inline: 1.4rem;
    border: 1px solid var(--color-line);
    font-weight: 600;
    transition: border-color 0.2s ease;
    &:hover {
      border-color: var(--color-text);
    }
  }
  .ui-button-ghost {
    padding-block: 0;
    font-size: inherit;
  }
`;

const Note = styled.p`
  margin-top: var(--space-4);
  color: var(--color-muted);
  font-size: var(--size-xs);
`;

const Columns = styled.div`
  display: grid;
  gap: var(--space-12);
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: end;
  }
`;

const Timeline = styled.figure.attrs({ className: 'ui-card' })`
  display: none;
  margin: 0;
  padding: var(--space-6);
  background: var(--color-surface-85);
  box-shadow: 0 30px 80px -40px var(--color-black-80);
  ${media.lg} {
    display: block;
  }
  figcaption {
    color: var(--color-muted);
    font-size: var(--size-xs);
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ol {
    display: grid;
    gap: var(--space-4);
    margin: var(--space-6) 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    display: flex;
    justify-content: space-between;
    gap: var(--space-4);
    padding-left: var(--space-6);
    font-size: var(--size-sm);
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.45em;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid var(--color-accent);
  }
  li:last-of-type::before {
    background: var(--color-accent);
  }
  .time {
    color: var(--color-muted);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .total {
    margin-top: var(--space-6);
    padding-top: var(--space-4);
    border-top: 1px solid var(--color-line);
    color: var(--color-accent);
    font-family: var(--font-display);
    font-weight: 700;
  }
`;

export function PartnershipHero({ t, hintId, chat }: { t: PartnershipCopy; hintId: string; chat: PartnershipChat }) {
  const stats: string[] = t.raw('hero.stats');
  const timeline: { label: string; time: string }[] = t.raw('hero.timeline.items');
  const words: string[] = t.raw('hero.words');
  return (
    <Wrap className="page-hero" aria-labelledby="partnership-title">
      <CyclingWordsStyle count={words.length} />
      <Container>
        <Badge>{t('hero.badge')}</Badge>
        <Title id="partnership-title">
          <CyclingWords words={words} /> {t('hero.titleRest')}
        </Title>
        <Columns>
          <div>
            <Subtitle id={PAGE_LEAD_ID}>{t('hero.subtitle')}</Subtitle>
            <Stats>
              {stats.map((stat) => (
                <li key={stat}>{stat}</li>
              ))}
            </Stats>
            <Actions>
              <ChatButton placement="hero" chat={chat} label={t('hero.cta')} busyLabel={t('chat.busy')} describedBy={hintId} />
              <ButtonLink href="#simulador" variant="ghost">
                {t('hero.secondary')}
              </ButtonLink>
            </Actions>
            <Note>{t('hero.note')}</Note>
          </div>
          <Timeline>
            <figcaption>{t('hero.timeline.caption')}</figcaption>
            <ol>
              {timeline.map((item) => (
                <li key={item.label}>
                  <span>{item.label}</span>
                  <span className="time">{item.time}</span>
                </li>
              ))}
            </ol>
            <p className="total">{t('hero.timeline.total')}</p>
          </Timeline>
        </Columns>
        <FirstScreenEnd />
      </Container>
    </Wrap>
  );
}
