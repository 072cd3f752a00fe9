import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeaders } from '@/scripts/headerRules.mjs';
import { OUT, pages, requireOut } from './outDir';

// Analytics is off as shipped (lib/integrations.json); `npm run build:alt` makes the second export
// with it on, through the build-time override.
const ALT = join(process.cwd(), '.tmp', 'out-alt');
const ALT_ANALYTICS = {
  src: 'https://stats.example.net/js/script.js',
  site: 'preview.example.org',
  api: 'https://events.example.net/api/event',
};
const PROVIDER_HOSTS = ['plausible.io', 'umami.is', 'umami.dev', 'stats.example.net', 'events.example.net'];

/** Every file of an export, relative to it, with its text (binary files read as latin1 are searched too). */
function everyFile(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ file: path.slice(dir.length + 1), text: readFileSync(path, 'latin1') }));
}

const policyOf = (dir: string, path: string) => {
  const rules = parseHeaders(readFileSync(join(dir, '_headers'), 'utf8'));
  const policy = headersFor(rules, path).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
};

describe('analytics off (out/)', () => {
  requireOut();

  it('no analytics host, script tag or provider code is anywhere in out/', () => {
    const found = everyFile(OUT).flatMap(({ file, text }) => [
      ...PROVIDER_HOSTS.filter((host) => text.includes(host)).map((host) => `${file}: ${host}`),
      ...['data-domain', 'data-website-id'].filter((attribute) => text.includes(attribute)).map((attribute) => `${file}: ${attribute}`),
      ...(file.endsWith('.js') && /plausible|umami/i.test(text) ? [`${file}: provider code`] : []),
    ]);
    expect(found).toEqual([]);
  });

  it('the policy allows scripts and connections to the site only', () => {
    const policy = policyOf(OUT, '/');
    expect(policy['script-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['connect-src']).toBe("'self'");
  });
});

describe('analytics on (the second export, .tmp/out-alt)', () => {
  requireOut(ALT);
  const altPages = pages(ALT);

  it.each(altPages.map(({ path }) => path))('%s loads the one provider script, deferred', (path) => {
    const { html } = altPages.find((page) => page.path === path)!;
    const tags = html.match(/<script\b[^>]*\ssrc="https:[^"]*"[^>]*>/g) ?? [];
    expect(tags).toEqual([
      `<script defer="" src="${ALT_ANALYTICS.src}" data-domain="${ALT_ANALYTICS.site}" data-api="${ALT_ANALYTICS.api}">`,
    ]);
  });

  it("every path's policy allows that script's host for scripts, it and the event host for connections, and no other", () => {
    for (const path of [...altPages.map((page) => page.path), '/404']) {
      const policy = policyOf(ALT, path);
      expect(policy['script-src']).toBe("'self' 'unsafe-inline' https://stats.example.net");
      expect(policy['connect-src']).toBe("'self' https://stats.example.net https://events.example.net");
      expect(policy['default-src']).toBe("'self'");
    }
  });

  it('no client script names a provider host: they are only in the pages, their payloads and the policy', () => {
    const leaks = everyFile(ALT)
      .filter(({ file }) => file.endsWith('.js'))
      .filter(({ text }) => PROVIDER_HOSTS.some((host) => text.includes(host)));
    expect(leaks.map(({ file }) => file)).toEqual([]);
  });
});
