/** @jest-environment node */
import { articleSchema, caseSchema } from '@/lib/content/schema';
import { renderMarkdown } from '@/lib/markdown';
import { CAPTION_PREFIXES } from '@/lib/content/body';

// The editor's hint for a text tells where a table's caption goes; an editor who follows it gets a caption.
const table = '| Medida | Antes |\n| --- | ---: |\n| LCP | 4,2 s |\n';
/** Where the hint puts the caption line, by its Portuguese word for it. */
const PLACES: Record<string, 'above' | 'below'> = { antes: 'above', acima: 'above', abaixo: 'below', depois: 'below', embaixo: 'below' };

describe.each([
  ['an article', articleSchema],
  ['a case', caseSchema],
])("the text's hint of %s", (_, schema) => {
  const hint = schema.shape.body.meta()?.hint ?? '';

  it('names a caption line the build knows, and where it goes', () => {
    expect(CAPTION_PREFIXES.filter((prefix) => hint.includes(`"${prefix}`))).toHaveLength(1);
    expect(hint.match(new RegExp(`\\b(${Object.keys(PLACES).join('|')})\\b`, 'g'))).toHaveLength(1);
  });

  it('gives a caption when followed', async () => {
    const prefix = CAPTION_PREFIXES.find((known) => hint.includes(`"${known}`));
    const place = PLACES[hint.match(new RegExp(`\\b(${Object.keys(PLACES).join('|')})\\b`))?.[1] ?? ''];
    const line = `${prefix}Medidas reais`;
    const markdown = place === 'above' ? `${line}\n\n${table}` : `${table}\n${line}\n`;
    const { html } = await renderMarkdown(markdown, { lang: 'pt' });
    expect(html).toContain('<p id="table-1-caption" class="table-caption">Medidas reais</p>');
  });
});
