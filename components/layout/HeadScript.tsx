'use client';

import { island } from '@/components/ui/IslandBoundary';
import { headScripts } from '@/lib/headScripts';

/**
 * The <head> script of every page (lib/headScripts.ts), inline in the HTML, where it runs before the first paint.
 * Written by a client component so that React's payload carries `redirect` instead of the script's 5 KB a second
 * time (docs/architecture.md, "Styling"): hydration keeps the server's element as it is (this bundle minifies the
 * same functions under other names, hence `suppressHydrationWarning`), and a script set by React never runs again.
 */
function LiveHeadScript({ redirect }: { redirect: boolean }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScripts(redirect) }} />;
}

export const HeadScript = island(LiveHeadScript);
