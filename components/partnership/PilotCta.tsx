import styled from 'styled-components';
import { Card, Container, Section } from '@/components/ui/primitives';
import type { PartnershipChat } from '@/lib/partnershipMessage';
import { ChatButton } from './ChatButton';
import type { PartnershipCopy } from './copy';

const Panel = styled(Card)`
  position: relative;
  display: grid;
  justify-items: center;
  gap: var(--space-6);
  padding: clamp(2.5rem, 7vw, 5rem) clamp(1.25rem, 5vw, 4rem);
  text-align: center;
  background: radial-gradient(36rem 18rem at 50% 0%, var(--color-accent-14), transparent 70%), var(--color-surface);
  h2 {
    font-size: var(--size-xxl);
    max-width: 20ch;
  }
  .pilot-text {
    max-width: 56ch;
    color: var(--color-muted);
    font-size: var(--size-lg);
  }
  .pilot-lines {
    display: grid;
    gap: var(--space-2);
    font-size: var(--size-sm);
  }
  .pilot-contact {
    color: var(--color-muted);
  }
  .pilot-guarantee {
    color: var(--color-accent);
    font-weight: 600;
  }
`;

export function PilotCta({ t, hintId, chat }: { t: PartnershipCopy; hintId: string; chat: PartnershipChat }) {
  return (
    <Section id="piloto" aria-labelledby="piloto-title">
      <Container>
        <Panel>
          <h2 id="piloto-title">{t('pilot.title')}</h2>
          <p className="pilot-text">{t('pilot.text')}</p>
          <ChatButton placement="pilot" chat={chat} label={t('pilot.cta')} busyLabel={t('chat.busy')} describedBy={hintId} />
          <div className="pilot-lines">
            <p className="pilot-contact">{t('pilot.contact')}</p>
            <p className="pilot-guarantee">{t('pilot.guarantee')}</p>
          </div>
        </Panel>
      </Container>
    </Section>
  );
}
