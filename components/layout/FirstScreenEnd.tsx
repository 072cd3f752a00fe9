import { FIRST_SCREEN_END_ID } from '@/lib/firstPaint';

/** Ends a page's first screen, after its last part: the first paint waits for it (lib/firstPaint.ts). */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
