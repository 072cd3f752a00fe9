/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { laneOf, parseNameStatus } from '@/scripts/lane.mjs';

const CLI = join(__dirname, '..', '..', 'scripts', 'lane.mjs');

describe('laneOf: the content lane only when every changed path is under content/', () => {
  it.each<[string, string[] | null, 'content' | 'code']>([
    ['an article', ['content/posts/x.pt.md'], 'content'],
    ['an article in both languages and a case', ['content/posts/x.pt.md', 'content/posts/x.en.md', 'content/projects/c.pt.md'], 'content'],
    ["an article's and a case's images", ['content/posts/images/a.png', 'content/projects/images/b.jpg'], 'content'],
    ['a deleted article', ['content/posts/old.en.md'], 'content'],
    [
      "the owner's price, new testimonial with its picture and WhatsApp number, as /admin saves them",
      [
        'content/services/premium-websites.pt.json',
        'content/testimonials/joana.en.json',
        'content/testimonials/images/joana.png',
        'content/settings/site.json',
      ],
      'content',
    ],
    ['a content file and a code file', ['content/posts/x.pt.md', 'lib/posts.ts'], 'code'],
    ['the dictionaries', ['messages/pt.json'], 'code'],
    ['the dependencies', ['package.json'], 'code'],
    ['the lock file', ['package-lock.json'], 'code'],
    ['the workflow itself', ['.github/workflows/site.yml'], 'code'],
    ['the editor configuration', ['lib/cms/config.ts'], 'code'],
    ['a rename out of content/ (R: both paths count)', ['content/posts/a.pt.md', 'lib/a.md'], 'code'],
    ['a rename into content/', ['lib/a.md', 'content/posts/a.pt.md'], 'code'],
    ['a rename within content/', ['content/posts/a.pt.md', 'content/posts/b.pt.md'], 'content'],
    ['a path that only starts like content/', ['contents/x.md'], 'code'],
    ['a file named content', ['content'], 'code'],
    ['a path climbing out of content/', ['content/../lib/site.ts'], 'code'],
    ['an empty diff', [], 'code'],
    ['the first commit (no base)', null, 'code'],
  ])('%s', (_, changes, lane) => {
    expect(laneOf(changes)).toBe(lane);
  });
});

describe('parseNameStatus: git diff --name-status -M -z', () => {
  it('reads one path for A, M, D and two, old then new, for a rename or a copy', () => {
    const output = [
      'M',
      'content/posts/x.pt.md',
      'R087',
      'content/posts/a.pt.md',
      'lib/a.md',
      'C100',
      'a b.md',
      'c\nd.md',
      'D',
      'x',
      '',
    ].join('\0');
    expect(parseNameStatus(output)).toEqual([
      { status: 'M', paths: ['content/posts/x.pt.md'] },
      { status: 'R087', paths: ['content/posts/a.pt.md', 'lib/a.md'] },
      { status: 'C100', paths: ['a b.md', 'c\nd.md'] },
      { status: 'D', paths: ['x'] },
    ]);
    expect(parseNameStatus('')).toEqual([]);
  });

  it('refuses output it does not understand rather than guess', () => {
    expect(() => parseNameStatus(['R100', 'only-one-path', ''].join('\0'))).toThrow(/Unexpected/);
  });
});

describe('node scripts/lane.mjs <base> <head>, in a git repository', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  /** Commits everything in the work tree; returns the commit's hash. */
  const commit = (message: string) => {
    git('add', '--all');
    git('commit', '--quiet', '--allow-empty', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  const lane = (...args: string[]) => {
    const result = spawnSync(process.execPath, [CLI, ...args], { cwd: repo, encoding: 'utf8' });
    expect(result.status).toBe(0);
    return { lane: result.stdout.trim(), reason: result.stderr };
  };
  let first: string;

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'lane-'));
    git('init', '--quiet');
    git('config', 'user.email', 'test@example.org');
    git('config', 'user.name', 'Test');
    git('config', 'commit.gpgsign', 'false');
    write('lib/site.ts', 'export const a = 1;\n');
    write('content/posts/a.pt.md', '---\ntitle: A\n---\n\nUm artigo com texto bastante para a detecção de renomeação.\n');
    first = commit('first');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('content: an article added and another renamed within content/', () => {
    write('content/posts/b.pt.md', '---\ntitle: B\n---\n');
    renameSync(join(repo, 'content/posts/a.pt.md'), join(repo, 'content/posts/c.pt.md'));
    const second = commit('an editor saves');
    expect(git('diff', '--name-status', '-M', first, second)).toMatch(/^R\d+\tcontent\/posts\/a\.pt\.md\tcontent\/posts\/c\.pt\.md$/m);
    expect(lane(first, second)).toEqual({ lane: 'content', reason: expect.stringContaining('under content/') });
  });

  it('code: an article renamed out of content/, read from both paths of the rename', () => {
    const before = git('rev-parse', 'HEAD');
    mkdirSync(join(repo, 'notes'), { recursive: true });
    renameSync(join(repo, 'content/posts/c.pt.md'), join(repo, 'notes/c.md'));
    const after = commit('moved out');
    // A rename, not a deletion and an addition: the new path alone tells the lane here.
    expect(git('diff', '--name-status', '-M', before, after)).toMatch(/^R\d+\tcontent\/posts\/c\.pt\.md\tnotes\/c\.md$/m);
    expect(lane(before, after)).toEqual({ lane: 'code', reason: expect.stringContaining('notes/c.md is outside content/') });
  });

  it('code: an empty diff, no base, the all-zero base of a new branch, a base not in the history', () => {
    const head = git('rev-parse', 'HEAD');
    expect(lane(head, commit('nothing')).lane).toBe('code');
    expect(lane('', head).lane).toBe('code');
    expect(lane('0000000000000000000000000000000000000000', head)).toEqual({ lane: 'code', reason: expect.stringContaining('no base') });
    expect(lane('1234567890abcdef1234567890abcdef12345678', head)).toEqual({
      lane: 'code',
      reason: expect.stringContaining('not a commit'),
    });
  });

  it('asks for both commits', () => {
    const result = spawnSync(process.execPath, [CLI], { cwd: repo, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
  });
});
