/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The front door and the docs lead somewhere: every relative link of README.md and docs/ reaches a file
// of the project (and its heading, when it names one), and every npm command they name is a script of
// package.json whose own npm scripts and node files exist too.
const ROOT = join(__dirname, '..', '..');
const markdownIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(dir, file));
const FILES = [join(ROOT, 'README.md'), ...markdownIn(join(ROOT, 'docs'))];
const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;

/** The text a reader sees as prose: fenced blocks taken out (their links are examples), code spans too, or only their backticks. */
function prose(markdown: string, spans: 'drop' | 'keep' = 'drop'): string {
  return markdown
    .replace(/^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[`~]*[ \t]*$/gm, '')
    .replace(/(`+)([\s\S]*?)\1/g, (_, __, code: string) => (spans === 'keep' ? code : ''));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const headings = [...prose(markdown, 'keep').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]);
  return new Set(
    headings.map((heading) => {
      const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]{1,3}(\S[^*_]*)[*_]{1,3}/g, '$1');
      const base = text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return count ? `${base}-${count}` : base;
    }),
  );
}

/** Every link target of a markdown file's prose: inline links and images, and reference definitions. */
function targets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const defined = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]);
  return [...inline, ...defined];
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');

describe.each(FILES.map((file) => [relative(ROOT, file), file]))('%s', (_, file) => {
  const markdown = readFileSync(file, 'utf8');

  it('links only to files and headings that exist', () => {
    const broken = targets(markdown)
      .filter(isRelative)
      .filter((target) => {
        const [path, hash] = decodeURI(target).split('#');
        const to = path ? (path.startsWith('/') ? join(ROOT, path) : join(dirname(file), path)) : file;
        if (!existsSync(to)) return true;
        return hash !== undefined && to.endsWith('.md') && !anchors(readFileSync(to, 'utf8')).has(hash);
      });
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that exist, and theirs exist too', () => {
    // `npm run <name>`, and the four commands npm runs a script of the same name for.
    const named = [...markdown.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test|stop|restart)\b)/g)].map((match) => match[1] ?? match[2]);
    const missing: string[] = [];
    const follow = (name: string, seen: Set<string>) => {
      if (seen.has(name)) return;
      seen.add(name);
      if (!(name in scripts)) return void missing.push(`npm script "${name}"`);
      for (const [, next] of scripts[name].matchAll(/\bnpm run ([\w:-]+)/g)) follow(next, seen);
      for (const [, path] of scripts[name].matchAll(/\bnode ([\w./-]+\.m?js)\b/g)) if (!existsSync(join(ROOT, path))) missing.push(path);
    };
    for (const name of named) follow(name, new Set());
    expect(missing).toEqual([]);
  });
});

describe('the README', () => {
  it('names the two commands, each a script of package.json', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/\bnpm install && npm start\b/);
    expect(readme).toMatch(/\bnpm test\b/);
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['start', 'test']));
  });

  it('reads links and headings as GitHub does (the check itself works)', () => {
    expect(
      targets('See [a](docs/x.md#y), ![b](./c.png "t"), `[d](e.md)`, [f](https://x.org).\n\n```md\n[g](h.md)\n```\n[i]: j.md'),
    ).toEqual(['docs/x.md#y', './c.png', 'https://x.org', 'j.md']);
    expect([...anchors('# A `b` (c)\n## Ação é boa\n## A b c\n```\n# not\n```')]).toEqual(['a-b-c', 'ação-é-boa', 'a-b-c-1']);
  });
});
