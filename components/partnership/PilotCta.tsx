import styled from 'styled-components';
import copy from '@/messages/partnership.pt.json';
import { Container, Section } from '@/components/ui/primitives';
import { ChatButton } from './ChatButton';
import { chatButtonStyles } from './styles';

const Card = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: var(--space-6);
  padding: clamp(2.5rem, 7vw, 5rem) clamp(1.25rem, 5vw, 4rem);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
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

const Cta = styled(ChatButton)`
  ${chatButtonStyles}
`;

export function PilotCta({ hintId }: { hintId: string }) {
  const { pilot } = copy;
  return (
    <Section id="piloto" aria-labelledby="piloto-title">
      <Container>
        <Card>
          <h2 id="piloto-title">{pilot.title}</h2>
          <p className="pilot-text">{pilot.text}</p>
          <Cta placement="pilot" label={pilot.cta} busyLabel={copy.chat.busy} describedBy={hintId} />
          <div className="pilot-lines">
            <p className="pilot-contact">{pilot.contact}</p>
            <p className="pilot-guarantee">{pilot.guarantee}</p>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
