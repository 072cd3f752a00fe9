// The second export's owner (`npm run build:alt`): copies of content/settings and content/status into
// .tmp/settings-alt and .tmp/status-alt where the owner's name and his reply-time promise are changed, as an
// owner would change them at /admin, and the articles of .tmp/posts-alt signed with the new name. The build
// reads them through SETTINGS_DIR and STATUS_DIR; __tests__/build/owner.test.ts finds the new values on the
// pages and the old ones nowhere in the export.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the second export's owner is called and promises, by language. */
export const ALT_OWNER = { ownerName: 'Helena Duarte', reply: { pt: 'Resposta em até 2 dias úteis', en: 'Reply within 2 business days' } };

const json = (path) => JSON.parse(readFileSync(path, 'utf8'));
const write = (path, data) => writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);

export function writeAltOwner(root = process.cwd()) {
  const tmp = join(root, '.tmp');
  const { ownerName } = json(join(root, 'content', 'settings', 'site.json'));
  for (const name of ['settings', 'status']) {
    rmSync(join(tmp, `${name}-alt`), { recursive: true, force: true });
    cpSync(join(root, 'content', name), join(tmp, `${name}-alt`), { recursive: true });
  }
  const site = join(tmp, 'settings-alt', 'site.json');
  write(site, { ...json(site), ownerName: ALT_OWNER.ownerName });
  for (const language of ['pt', 'en']) {
    const status = join(tmp, 'status-alt', `status.${language}.json`);
    write(status, { ...json(status), reply: ALT_OWNER.reply[language] });
  }
  const posts = join(tmp, 'posts-alt');
  for (const name of readdirSync(posts).filter((file) => file.endsWith('.md'))) {
    const path = join(posts, name);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(ownerName, ALT_OWNER.ownerName));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) writeAltOwner();
