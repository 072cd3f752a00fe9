import styled from 'styled-components';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { cardGrid } from '@/components/ui/primitives';
import { TitledSection } from '@/components/ui/SectionIntro';
import { media } from '@/lib/theme';
import type { PartnershipCopy } from './copy';

const Cards = styled.ul`
  ${cardGrid}
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  /* Each benefit card, styled once here rather than once per card. */
  .benefit {
    display: flex;
    flex-direction: column;
    gap: var(--space-3);
    height: 100%;
    padding: var(--space-8);
    background: linear-gradient(160deg, var(--color-surface-raised), var(--color-surface) 60%);
    h3 {
      font-size: var(--size-xl);
    }
    p {
      color: var(--color-muted);
    }
    .included {
      display: inline-flex;
      align-items: center;
      gap: var(--space-2);
      margin-top: auto;
      padding-top: var(--space-4);
      color: var(--color-accent);
      font-size: var(--size-xs);
      font-weight: 700;
      letter-spacing: 0.08em;
      text-transform: uppercase;
    }
    .included svg {
      flex: none;
    }
  }
`;

const Check = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function Benefits({ t }: { t: PartnershipCopy }) {
  const items: { title: string; text: string }[] = t.raw('benefits.items');
  return (
    <TitledSection id="beneficios" title={t('benefits.title')} lead={t('benefits.lead')}>
      <Cards>
        {items.map((item, index) => (
          <li key={item.title}>
            <Reveal className="ui-card benefit" delay={stagger(index % 2)}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <p className="included">
                <Check />
                {t('benefits.included')}
              </p>
            </Reveal>
          </li>
        ))}
      </Cards>
    </TitledSection>
  );
}
