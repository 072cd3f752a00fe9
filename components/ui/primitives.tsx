import styled, { css } from 'styled-components';
import { media } from '@/lib/theme';

export const Container = styled.div`
  width: 100%;
  max-width: var(--layout-max);
  margin-inline: auto;
  padding-inline: var(--layout-gutter);
`;

export const Section = styled.section`
  position: relative;
  padding-block: clamp(4.5rem, 10vw, 8rem);
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0.35rem 0.85rem;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-pill);
  background: rgba(255, 255, 255, 0.03);
  color: var(--color-accent);
  font-size: var(--size-xs);
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  font-size: var(--size-xxl);
  font-weight: 700;
  margin-top: var(--space-4);
`;

export const Lead = styled.p`
  color: var(--color-muted);
  font-size: var(--size-lg);
  max-width: 60ch;
  margin-top: var(--space-4);
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: var(--radius-pill);
  font-weight: 600;
  font-size: var(--size-sm);
  text-decoration: none;
  border: 1px solid transparent;
  transition: transform 0.2s ease, background-color 0.2s ease, border-color 0.2s ease, color 0.2s ease;
  &:hover { transform: translateY(-2px); }
  &:active { transform: translateY(0); }
`;

export const ButtonLink = styled.a<{ $variant?: 'primary' | 'ghost' }>`
  ${buttonBase}
  background: ${(p) => (p.$variant === 'ghost' ? 'transparent' : 'var(--color-accent)')};
  color: ${(p) => (p.$variant === 'ghost' ? 'var(--color-text)' : 'var(--color-accent-ink)')};
  border-color: ${(p) => (p.$variant === 'ghost' ? 'var(--color-line)' : 'transparent')};
  &:hover { border-color: ${(p) => (p.$variant === 'ghost' ? 'var(--color-text)' : 'transparent')}; }
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: var(--space-6);
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? '280px'}, 1fr));
  }
`;

export { buttonBase };

/** The filled lime button, for <button>s that client islands render with a class name. */
export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  border: 0;
  border-radius: var(--radius-pill);
  background: var(--color-accent);
  color: var(--color-accent-ink);
  font-weight: 700;
  transition: transform 0.2s ease, background-color 0.2s ease, box-shadow 0.2s ease, opacity 0.2s ease;
  &:hover:not(:disabled) {
    transform: translateY(-2px);
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
  box-shadow: 0 0 0 4px rgba(212, 255, 90, 0.15);
`;
