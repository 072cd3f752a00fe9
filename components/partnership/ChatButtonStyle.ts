import { css, keyframes } from 'styled-components';
import { primaryButton } from '@/components/ui/primitives';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Looks of the ChatButton island (a link that looks like a button), applied by each server parent that renders one. */
export const chatButtonStyles = css`
  ${primaryButton}
  text-decoration: none;
  min-height: 52px;
  padding: 0.8rem 1.6rem;
  font-size: var(--size-md);
  box-shadow: 0 12px 40px -12px var(--color-accent-55);
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 18px 50px -12px var(--color-accent-70);
  }
  .chat-icon {
    flex: none;
  }
  &[data-busy] {
    cursor: progress;
    opacity: 0.85;
    transform: none;
  }
  &[data-busy] .chat-icon {
    border-radius: 50%;
    border: 2px solid currentColor;
    border-right-color: transparent;
    animation: ${spin} 0.8s linear infinite;
  }
  &[data-busy] .chat-icon path {
    display: none;
  }
`;
