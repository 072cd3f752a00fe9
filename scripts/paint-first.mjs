// Runs after `next build` (npm "postbuild", before headers.mjs): the page paints before the
// framework runs. Next.js asks for its bootstrap scripts (about 130 KiB of React and router,
// gzip) with async <script> tags in <head>; on a phone that receives them quickly their
// evaluation can come before the first frame, and the visitor waits on JavaScript to see text
// that is already in the HTML. Here those tags become one small inline loader at the end of
// <body> that adds the same scripts, in the same order, once the first frame is painted (at once
// in a hidden tab, where no frame comes). Hydration starts one frame later; every island still
// works as before, and with JavaScript off nothing changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paintFirst } from './bootstrapLoader.mjs';
import { OUT_DIR, htmlFiles, requireOut } from './outSite.mjs';

requireOut();
let pages = 0;
for (const file of htmlFiles()) {
  const path = join(OUT_DIR, file);
  const { html, scripts } = paintFirst(readFileSync(path, 'utf8'));
  if (!scripts.length) continue;
  writeFileSync(path, html);
  pages += 1;
}
console.log(`paint-first: ${pages} pages load their bootstrap scripts after the first paint.`);
