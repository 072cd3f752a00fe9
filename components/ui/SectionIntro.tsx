import { Reveal } from '@/components/motion/Reveal';
import { Badge, Lead, SectionTitle } from './primitives';

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
