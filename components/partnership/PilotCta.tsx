import styled from 'styled-components';
import copy from '@/messages/partnership.pt.json';
import { Card, Container, Section } from '@/components/ui/primitives';
import { ChatButton } from './ChatButton';

const Panel = styled(Card)`
  position: relative;
  display: grid;
  justify-items: center;
  gap: var(--space-6);
  padding: clamp(2.5rem, 7vw, 5rem) clamp(1.25rem, 5vw, 4rem);
  text-align: center;
  background:
    radial-gradient(36rem 18rem at 50% 0%, var(--color-accent-14), transparent 70%),
    var(--color-surface);
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

export function PilotCta({ hintId }: { hintId: string }) {
  const { pilot } = copy;
  return (
    <Section id="piloto" aria-labelledby="piloto-title">
      <Container>
        <Panel>
          <h2 id="piloto-title">{pilot.title}</h2>
          <p className="pilot-text">{pilot.text}</p>
          <ChatButton placement="pilot" label={pilot.cta} busyLabel={copy.chat.busy} describedBy={hintId} />
          <div className="pilot-lines">
            <p className="pilot-contact">{pilot.contact}</p>
            <p className="pilot-guarantee">{pilot.guarantee}</p>
          </div>
        </Panel>
      </Container>
    </Section>
  );
}
