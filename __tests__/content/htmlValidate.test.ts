import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type ConfigData } from 'html-validate';
import { OUT_DIR, htmlFiles, readOut, requireOut } from '@/scripts/outSite.mjs';

// Every exported page is valid HTML under .htmlvalidate.json (rule choices: docs/quality.md).
requireOut();
const validator = new HtmlValidate(new FileSystemConfigLoader());

// 404.html (and Next's copy of it) carries the header and footer in both languages, and CSS shows the
// pair of the path (components/layout/NotFoundPage.tsx): the other pair is display:none, no landmark to
// assistive technology, which a static validator cannot see. axe checks the rendered page (e2e/quality.spec.ts).
const notFoundPage: ConfigData = { rules: { 'unique-landmark': 'off' } };
const overrides: Record<string, ConfigData> = { '404.html': notFoundPage, '_not-found.html': notFoundPage };

describe('html-validate over out/', () => {
  it.each(htmlFiles())('%s has no errors', async (file) => {
    const html = readOut(file);
    const report = overrides[file]
      ? await validator.validateString(html, join(OUT_DIR, file), overrides[file])
      : await validator.validateFile(join(OUT_DIR, file));
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => {
        const context = html.slice(Math.max(0, message.offset - 40), message.offset + message.size + 40);
        return `${file}:${message.line}:${message.column}: ${message.ruleId}: ${message.message}\n    …${context}…`;
      }),
    );
    expect(problems).toEqual([]);
  });
});
