import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';

/**
 * The StickyBar island's style sheet, on its root class `sticky-bar`, and the room keyboard focus
 * needs above it. Rendered once by the server parent (a client island cannot write server-rendered
 * CSS itself).
 */
export const StickyBarStyle = createGlobalStyle`
  html {
    scroll-padding-bottom: 6rem;
  }
  .sticky-bar {
    position: fixed;
    inset: auto 0 0 0;
    z-index: 40;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--space-3) var(--space-6);
    padding: var(--space-3) max(var(--layout-gutter), env(safe-area-inset-right)) calc(var(--space-3) + env(safe-area-inset-bottom))
      max(var(--layout-gutter), env(safe-area-inset-left));
    border-top: 1px solid var(--color-line);
    background: var(--color-bg-94);
    backdrop-filter: blur(12px);
    box-shadow: 0 -12px 30px var(--color-black-40);
    transition:
      transform 0.35s cubic-bezier(0.22, 1, 0.36, 1),
      visibility 0s linear 0.35s;
    &[data-shown='false'] {
      transform: translateY(110%);
      visibility: hidden;
    }
    &[data-shown='true'] {
      transition:
        transform 0.35s cubic-bezier(0.22, 1, 0.36, 1),
        visibility 0s;
    }
    .sticky-text {
      min-width: 0;
      font-family: var(--font-display);
      font-size: var(--size-xs);
      font-weight: 600;
      line-height: 1.3;
      ${media.md} {
        font-size: var(--size-lg);
      }
    }
    .sticky-cta {
      flex: none;
      min-height: 48px;
      padding-inline: 1.1rem;
      font-size: var(--size-sm);
      .chat-icon {
        display: none;
      }
      ${media.md} {
        padding-inline: 1.6rem;
        font-size: var(--size-md);
        .chat-icon {
          display: block;
        }
      }
    }
  }
`;
