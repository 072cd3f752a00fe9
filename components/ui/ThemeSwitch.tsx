import { classNames } from '@/lib/classNames';
import { THEME_SWITCH } from '@/lib/colorTheme';

/**
 * The light/dark switch of the header and the mobile menu: a plain button, pressed when the light
 * theme shows. No island: the head script (lib/colorTheme.ts) answers its clicks and writes
 * `aria-pressed` once the page is parsed, so it works from the first paint. Hidden without
 * JavaScript, where it could do nothing (the system's setting still applies). Styled by
 * `.ui-theme-switch` in primitives.
 */
export function ThemeSwitch({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={classNames('ui-theme-switch', className)}
      aria-label={label}
      aria-pressed="false"
      {...{ [THEME_SWITCH]: '' }}
      // The head script sets the real pressed state before hydration.
      suppressHydrationWarning
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
      </svg>
    </button>
  );
}
