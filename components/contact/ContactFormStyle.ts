import { createGlobalStyle } from 'styled-components';
import { media } from '@/lib/theme';

// The select's arrow, two strokes meeting at the bottom, drawn by gradients: an SVG picture (even a data: URL) is a
// document of its own, and the browser built it inside the page's first full layout, a task that blocks the phone.
const chevronStroke = (angle: string) =>
  `linear-gradient(${angle}, transparent calc(50% - 0.8px), var(--color-muted) 0 calc(50% + 0.8px), transparent 0)`;

/**
 * The ContactForm island's style sheet, on its root class `contact-form`. Rendered by the server
 * section that renders the form (a client island cannot write server-rendered CSS itself).
 */
export const ContactFormStyle = createGlobalStyle`
  .contact-form {
    display: flex;
    flex-direction: column;
    gap: var(--space-6);
    html:not(.js) & {
      display: none;
    }
    .contact-form-title {
      font-size: var(--size-xl);
    }
    .contact-note {
      margin-top: calc(var(--space-4) * -1);
      color: var(--color-muted);
      font-size: var(--size-sm);
    }
    container-type: inline-size;
    .contact-row {
      display: grid;
      gap: var(--space-6);
    }
    /* Side by side only where the form is wide enough for the longest option label. */
    @container (min-width: 30rem) {
      .contact-row-short {
        grid-template-columns: 1fr 1fr;
      }
    }
    @container (min-width: 40rem) {
      .contact-row {
        grid-template-columns: 1fr 1fr;
      }
    }
    .contact-field {
      display: grid;
      gap: var(--space-2);
      min-width: 0;
    }
    .contact-label {
      font-size: var(--size-sm);
      font-weight: 600;
    }
    .contact-required {
      margin-left: 0.2em;
      color: var(--color-accent);
    }
    input,
    select,
    textarea {
      width: 100%;
      min-height: 52px;
      padding: 0.8rem 1rem;
      border: 1px solid var(--color-line);
      border-radius: var(--radius-md);
      background: var(--color-bg);
      color: var(--color-text);
      font-size: var(--size-md);
      transition: border-color 0.2s ease, box-shadow 0.2s ease;
      &::placeholder {
        color: var(--color-faint);
      }
      &:hover:not(:disabled):not([aria-invalid='true']) {
        border-color: var(--color-line-hover);
      }
      &:focus-visible {
        outline: none;
        border-color: var(--color-accent);
        box-shadow: 0 0 0 3px var(--color-accent-25);
        border-radius: var(--radius-md);
      }
      &[aria-invalid='true'] {
        border-color: var(--color-danger);
        box-shadow: 0 0 0 1px var(--color-danger);
      }
      &[aria-invalid='true']:focus-visible {
        box-shadow: 0 0 0 4px var(--color-danger-35);
      }
      &:disabled {
        opacity: 0.55;
        cursor: not-allowed;
      }
    }
    select {
      appearance: none;
      padding-right: 2.75rem;
      background-image: ${chevronStroke('45deg')}, ${chevronStroke('-45deg')};
      background-size: 6px 6px;
      background-repeat: no-repeat;
      background-position:
        right calc(1rem + 5px) center,
        right 1rem center;
      cursor: pointer;
      text-overflow: ellipsis;
    }
    select:has(option[value='']:checked) {
      color: var(--color-faint);
    }
    option {
      background: var(--color-surface);
      color: var(--color-text);
    }
    textarea {
      resize: vertical;
      min-height: 9rem;
      line-height: 1.5;
    }
    /* Live regions stay rendered (a hidden one may not announce what appears in it); without a banner, they take no gap. */
    .contact-live:not(:has(.contact-banner)) {
      margin-bottom: calc(var(--space-6) * -1);
    }
    .contact-banner {
      padding: var(--space-4) var(--space-6);
      border-radius: var(--radius-md);
      font-size: var(--size-sm);
      overflow-wrap: anywhere;
    }
    .contact-banner:has(a) {
      display: grid;
      gap: var(--space-2);
    }
    .contact-banner a {
      justify-self: start;
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      font-weight: 600;
      text-underline-offset: 3px;
    }
    .contact-banner-error {
      border: 1px solid var(--color-danger);
      background: var(--color-danger-10);
      color: var(--color-danger-soft);
    }
    .contact-banner-success {
      border: 1px solid var(--color-success);
      background: var(--color-success-8);
      color: var(--color-text);
      a {
        color: var(--color-success);
      }
    }
    .contact-banner-title {
      font-family: var(--font-display);
      font-weight: 700;
      font-size: var(--size-md);
      color: var(--color-success);
    }
    .contact-submit {
      gap: 0.6rem;
      border: 0;
      font-weight: 700;
      min-height: 56px;
      padding: 0.9rem 2rem;
      font-size: var(--size-md);
      ${media.md} {
        align-self: flex-start;
      }
      &:disabled {
        cursor: progress;
        opacity: 0.85;
      }
      &[data-status='success'] {
        background: var(--color-success);
      }
    }
    .contact-spinner {
      width: 1.1em;
      height: 1.1em;
      border: 2px solid var(--color-bg-25);
      border-top-color: var(--color-accent-ink);
      border-radius: 50%;
      animation: contact-spin 0.8s linear infinite;
    }
  }
  @keyframes contact-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
