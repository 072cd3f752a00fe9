import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { OUT_DIR, htmlFiles, readOut, requireOut } from '@/scripts/outSite.mjs';

// Every exported page is valid HTML under .htmlvalidate.json (rule choices: docs/quality.md).
requireOut();
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('html-validate over out/', () => {
  it.each(htmlFiles())('%s has no errors', async (file) => {
    const html = readOut(file);
    const report = await validator.validateFile(join(OUT_DIR, file));
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => {
        const context = html.slice(Math.max(0, message.offset - 40), message.offset + message.size + 40);
        return `${file}:${message.line}:${message.column}: ${message.ruleId}: ${message.message}\n    …${context}…`;
      }),
    );
    expect(problems).toEqual([]);
  });
});
