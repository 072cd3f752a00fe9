// `npm run new:article -- "Título do artigo"`: writes content/posts/<slug>.pt.md as a draft with valid
// front matter (today in São Paulo, the owner as author) and says where to read it with `npm run dev`.
import { relative } from 'node:path';
import { createDraft } from './articleDraft.mjs';

try {
  const { file, url } = createDraft({ title: process.argv.slice(2).join(' '), port: process.env.PORT || 3000 });
  const shown = file.startsWith(process.cwd()) ? relative(process.cwd(), file) : file;
  console.log(`Wrote ${shown}: a draft, shown only by npm run dev.`);
  console.log(`Read it at ${url} (npm run dev); write the preview and remove "draft: true" to publish.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
