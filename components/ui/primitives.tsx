import type { ComponentPropsWithoutRef } from 'react';
import { css } from 'styled-components';
import { classNames } from '@/lib/classNames';
import { media } from '@/lib/theme';

// The building blocks every section repeats. styled-components writes a component's CSS next to
// each instance it renders, so eight sections would carry eight copies of the same rules (and the
// page's React payload a second set). These are plain elements instead, with one global class
// each, styled once per page by `primitiveStyles` in GlobalStyle. A styled(Container) still works:
// the class names merge.

export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={classNames('ui-container', className)} {...props} />;
}

export function Section({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  return <section className={classNames('ui-section', className)} {...props} />;
}

export function Badge({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span className={classNames('ui-badge', className)} {...props} />;
}

/** A bordered panel on the surface colour: project, service, article, testimonial and step cards. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={classNames('ui-card', className)} {...props} />;
}

export function SectionTitle({ className, ...props }: ComponentPropsWithoutRef<'h2'>) {
  return <h2 className={classNames('ui-title', className)} {...props} />;
}

export function Lead({ className, ...props }: ComponentPropsWithoutRef<'p'>) {
  return <p className={classNames('ui-lead', className)} {...props} />;
}

/** The quiet link back at the top of an article or a case, its arrow before the words. */
export function BackLink({ className, children, ...props }: ComponentPropsWithoutRef<'a'>) {
  return (
    <a className={classNames('ui-back', className)} {...props}>
      <span aria-hidden="true">←</span> {children}
    </a>
  );
}

type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & { variant?: 'primary' | 'ghost' };

/**
 * A link that looks like a button: lime by default, outlined as `ghost`. A <button> or an island's
 * link takes the same look with the class names `ui-button` (and `ui-button-ghost`); a place that
 * needs another size sets only its size beside it.
 */
export function ButtonLink({ className, variant = 'primary', ...props }: ButtonLinkProps) {
  return <a className={classNames('ui-button', variant === 'ghost' && 'ui-button-ghost', className)} {...props} />;
}

/** The rules of the primitives above, written once into the global style sheet. */
export const primitiveStyles = css`
  .ui-container {
    width: 100%;
    max-width: var(--layout-max);
    margin-inline: auto;
    padding-inline: var(--layout-gutter);
  }
  .ui-section {
    position: relative;
    padding-block: clamp(4.5rem, 10vw, 8rem);
  }
  .ui-badge {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    padding: 0.35rem 0.85rem;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-pill);
    background: var(--color-white-3);
    color: var(--color-accent);
    font-size: var(--size-xs);
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .ui-card {
    border: 1px solid var(--color-line);
    border-radius: var(--radius-lg);
    background: var(--color-surface);
  }
  .ui-title {
    font-size: var(--size-xxl);
    font-weight: 700;
    margin-top: var(--space-4);
  }
  .ui-lead {
    color: var(--color-muted);
    font-size: var(--size-lg);
    max-width: 60ch;
    margin-top: var(--space-4);
  }
  .ui-back {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    color: var(--color-muted);
    font-size: var(--size-sm);
    font-weight: 600;
    text-decoration: none;
    &:hover {
      color: var(--color-accent);
    }
  }
  .ui-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 48px;
    padding: 0.75rem 1.5rem;
    border: 1px solid transparent;
    border-radius: var(--radius-pill);
    background: var(--color-accent-fill);
    color: var(--color-accent-ink);
    font-weight: 600;
    font-size: var(--size-sm);
    text-decoration: none;
    transition:
      transform 0.2s ease,
      background-color 0.2s ease,
      border-color 0.2s ease,
      color 0.2s ease,
      box-shadow 0.2s ease,
      opacity 0.2s ease;
    &:hover:not(:disabled) {
      transform: translateY(-2px);
    }
    &:active {
      transform: translateY(0);
    }
  }
  .ui-theme-switch {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid var(--color-line);
    border-radius: 50%;
    background: transparent;
    color: var(--color-text);
    transition: border-color 0.2s ease;
    &:hover {
      border-color: var(--color-text);
    }
    /* The light half of the circle faces the theme that is on. */
    svg {
      transition: transform 0.3s ease;
    }
    &[aria-pressed='true'] svg {
      transform: rotate(180deg);
    }
    html:not(.js) & {
      display: none;
    }
  }
  .ui-button-ghost {
    background: transparent;
    border-color: var(--color-line);
    color: var(--color-text);
    &:hover:not(:disabled) {
      border-color: var(--color-text);
    }
  }
`;

/** One column, two from 768 px, three from 1024 px: the home page's grids of cards. */
export const threeColumns = css`
  display: grid;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A list of cards under a section's lead: no bullets, a grid with the cards' gaps. */
export const cardGrid = css`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-12) 0 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    gap: var(--space-6);
  }
`;

/** The owner's monogram on its accent tile, `size` square with corners of `radius`: the header's logo, the splash. */
export const monogramTile = (size: string, radius: string) => css`
  display: grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${radius};
  background: var(--color-accent-fill);
  color: var(--color-accent-ink);
`;

/** A bare list of links (header, footer), each link at least 44 px tall: a finger's target. */
export const linkList = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    text-decoration: none;
  }
`;

/** The small lime dot with a halo that marks chips and claims. */
export const accentDot = css`
  content: '';
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--color-accent);
  box-shadow: 0 0 0 4px var(--color-accent-15);
`;
