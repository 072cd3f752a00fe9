import { Reveal } from '@/components/motion/Reveal';
import type { ReactNode } from 'react';
import { Badge, Container, Lead, Section, SectionTitle } from './primitives';

/** The badge, heading and lead that open a home section. */
export function SectionIntro({ badge, title, lead }: { badge: string; title: string; lead: string }) {
  return (
    <Reveal>
      <Badge>{badge}</Badge>
      <SectionTitle>{title}</SectionTitle>
      <Lead>{lead}</Lead>
    </Reveal>
  );
}

/** A page section named by its heading, with the heading and lead above what it holds. */
export function TitledSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        <Lead>{lead}</Lead>
        {children}
      </Container>
    </Section>
  );
}
