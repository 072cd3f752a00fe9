import type { CSSProperties, ElementType, ReactNode } from 'react';

export const REVEAL = { distance: 60, duration: 0.6, step: 0.2 } as const;

/** The delay of the n-th item of a staggered group: 0.2 s times its position. */
export function stagger(index: number, step: number = REVEAL.step): number {
  return Math.round(index * step * 1000) / 1000;
}

type Props = {
  children: ReactNode;
  as?: ElementType;
  delay?: number;
  distance?: number;
  className?: string;
};

/**
 * Marks content to rise into view when it reaches 95% of the viewport height.
 * It is plain, visible HTML: only RevealObserver (a client island) hides what is below the fold.
 */
export function Reveal({ children, as: Tag = 'div', delay = 0, distance = REVEAL.distance, className }: Props) {
  const style = { '--reveal-delay': `${delay}s`, '--reveal-distance': `${distance}px` } as CSSProperties;
  return (
    <Tag data-reveal="" style={style} className={className}>
      {children}
    </Tag>
  );
}
