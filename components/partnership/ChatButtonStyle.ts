import { createGlobalStyle } from 'styled-components';

/**
 * The ChatButton island's looks: the filled button (`ui-button`) at the partnership page's size, a
 * lime glow, and the spinning icon while busy. Rendered once by PartnershipPage, so the page
 * carries these rules once however many chat buttons it shows.
 */
export const ChatButtonStyle = createGlobalStyle`
  .chat-button {
    gap: 0.6rem;
    border: 0;
    font-weight: 700;
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
      animation: chat-spin 0.8s linear infinite;
    }
    &[data-busy] .chat-icon path {
      display: none;
    }
  }
  @keyframes chat-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
