import styled from 'styled-components';
import { Reveal, stagger } from '@/components/motion/Reveal';
import { cardGrid } from '@/components/ui/primitives';
import { TitledSection } from '@/components/ui/SectionIntro';
import { media } from '@/lib/theme';
import type { PartnershipCopy } from './copy';

const Steps = styled.ol`
  ${cardGrid}
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  /* Each step card, styled once here rather than once per card. */
  .step {
    position: relative;
    height: 100%;
    padding: var(--space-8) var(--space-6);
    .step-number {
      display: block;
      font-family: var(--font-display);
      font-size: 2.75rem;
      font-weight: 700;
      line-height: 1;
      color: var(--color-accent);
    }
    h3 {
      margin-top: var(--space-6);
      font-size: var(--size-lg);
    }
    p {
      margin-top: var(--space-3);
      color: var(--color-muted);
    }
  }
`;

/** The three steps; the fourth ('você revende') waits behind site.features.partnershipStepFour. */
export function HowItWorks({ t, showStepFour }: { t: PartnershipCopy; showStepFour: boolean }) {
  const steps: { number: string; title: string; text: string }[] = t.raw('steps.items');
  const items = showStepFour ? steps : steps.slice(0, 3);
  return (
    <TitledSection id="como-funciona" title={t('steps.title')} lead={t('steps.lead')}>
      <Steps>
        {items.map((step, index) => (
          <li key={step.number}>
            <Reveal className="ui-card step" delay={stagger(index)}>
              <span className="step-number">{step.number}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Reveal>
          </li>
        ))}
      </Steps>
    </TitledSection>
  );
}
