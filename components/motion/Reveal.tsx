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
  // Only what differs from the defaults of the global rule: every property is written twice, in the
  // HTML and in React's payload, on each of the 56 revealed blocks of the home page.
  const custom = {
    ...(delay ? { '--reveal-delay': `${delay}s` } : {}),
    ...(distance !== REVEAL.distance ? { '--reveal-distance': `${distance}px` } : {}),
  };
  const style = Object.keys(custom).length ? (custom as CSSProperties) : undefined;
  return (
    <Tag data-reveal="" style={style} className={className}>
      {children}
    </Tag>
  );
}
