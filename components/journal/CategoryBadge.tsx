import styled from 'styled-components';
import { FOUNDERS_CATEGORY } from '@/lib/posts';

const Pill = styled.span<{ $founders: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem 0.7rem;
  border-radius: var(--radius-pill);
  border: 1px solid ${(p) => (p.$founders ? 'rgba(161, 147, 255, 0.55)' : 'var(--color-line)')};
  background: ${(p) => (p.$founders ? 'rgba(161, 147, 255, 0.14)' : 'rgba(212, 255, 90, 0.08)')};
  color: ${(p) => (p.$founders ? 'var(--color-violet)' : 'var(--color-accent)')};
  font-size: var(--size-xs);
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

type Props = { category: string; foundersLabel: string; className?: string };

/** An article's category; 'For Founders' has its own violet colour and a translated name. */
export function CategoryBadge({ category, foundersLabel, className }: Props) {
  const founders = category === FOUNDERS_CATEGORY;
  return (
    <Pill $founders={founders} data-category={founders ? 'founders' : undefined} className={className}>
      {founders ? foundersLabel : category}
    </Pill>
  );
}
