import { join } from 'node:path';
import { serveOut } from '../scripts/serveOut.mjs';

/**
 * The article with every markdown construct that the e2e and engines tests read: the journal's example
 * article in out/ (figures, a table, code, a note and a video). CONSTRUCTS_ARTICLE=/post/every-construct
 * points them at the test article of the alternative export instead (`npm run build:alt` writes
 * .tmp/out-alt, which the tests then serve themselves, beside out/); the build test always reads that one.
 */
export const EXAMPLE_ARTICLE = '/post/landing-page-before-and-after';
export const ALT_ARTICLE = '/post/every-construct';
export const CONSTRUCTS_ARTICLE = process.env.CONSTRUCTS_ARTICLE ?? EXAMPLE_ARTICLE;
export const ON_ALT_EXPORT = CONSTRUCTS_ARTICLE === ALT_ARTICLE;
const ALT = join(__dirname, '..', '.tmp', 'out-alt');

/** Serves .tmp/out-alt as scripts/serve.mjs serves out/, on `port`, until `stop`. */
export async function serveAltExport(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  return serveOut({ dir: ALT, port });
}
