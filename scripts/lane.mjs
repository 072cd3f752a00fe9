// Which lane a commit takes through CI (.github/workflows/site.yml, docs/publishing.md), decided by what it
// changed since the commit before it:
// - 'content': every changed path is under content/ (articles, cases, their images). The code is the code that
//   passed the tests already, so the lane builds the site and checks what a content change can break
//   (`npm run check:content`), and an editor's save is live in minutes;
// - 'code': anything else (code, dependencies, messages/, config, package.json, the workflow itself, a mix, a
//   rename out of content/, an empty diff, no base to compare with): the whole suite, `npm test`.
// When in doubt, the code lane.
//
// `node scripts/lane.mjs <base> <head>` prints `content` or `code` on stdout, and why on stderr.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = 'content/';

/** Whether a path of the repository (as git names it, from its root) lies under content/. */
export function isContentPath(path) {
  if (!path.startsWith(CONTENT_DIR)) return false;
  const parts = path.slice(CONTENT_DIR.length).split('/');
  // Nothing that could climb back out, and a file or folder inside, not content/ itself.
  return parts.every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * The lane of a change, and why. `changes` lists every changed path (for a rename or a copy, the old path and
 * the new one), or is null when there is no base to compare with (the first commit, a base not in the history).
 */
export function decideLane(changes) {
  if (changes === null) return { lane: 'code', reason: 'no base commit to compare with' };
  if (changes.length === 0) return { lane: 'code', reason: 'the diff is empty: nothing tells the lane' };
  const outside = [...new Set(changes.filter((path) => !isContentPath(path)))];
  if (outside.length === 0) {
    const count = new Set(changes).size;
    return {
      lane: 'content',
      reason: `${count === 1 ? 'the one changed path is' : `all ${count} changed paths are`} under ${CONTENT_DIR}`,
    };
  }
  const others = outside.length > 1 ? ` (and ${outside.length - 1} more)` : '';
  return { lane: 'code', reason: `${outside[0]} is outside ${CONTENT_DIR}${others}` };
}

/** 'content' only when `changes` is not empty and every path is under content/; 'code' otherwise. */
export function laneOf(changes) {
  return decideLane(changes).lane;
}

/**
 * The entries of `git diff --name-status -z`: a status, then its path, NUL-separated; a rename (R) or a copy (C)
 * carries a score in its status and two paths, the old and the new.
 */
export function parseNameStatus(output) {
  const fields = output.split('\0');
  if (fields.at(-1) === '') fields.pop();
  const entries = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i++];
    const count = /^[RC]/.test(status) ? 2 : 1;
    const paths = fields.slice(i, i + count);
    if (!status || paths.length < count || paths.some((path) => path === '')) {
      throw new Error(`Unexpected git diff --name-status output near ${JSON.stringify(status)}`);
    }
    entries.push({ status, paths });
    i += count;
  }
  return entries;
}

function git(args, cwd) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * Every path changed from `base` to `head` in the repository at `cwd`, with both paths of a rename, or null
 * with the reason when there is nothing to compare with: no base, GitHub's all-zero `before` of a new branch,
 * a base the clone does not have (a force-push, a history too shallow).
 */
export function changesBetween(base, head, cwd = process.cwd()) {
  if (!base || /^0+$/.test(base)) return { changes: null, reason: 'no base commit (the first commit, or a new branch)' };
  for (const commit of [base, head]) {
    if (git(['cat-file', '-e', `${commit}^{commit}`], cwd).status !== 0) {
      return { changes: null, reason: `${commit} is not a commit of this clone's history` };
    }
  }
  const diff = git(['diff', '--name-status', '-M', '-z', base, head, '--'], cwd);
  if (diff.status !== 0) return { changes: null, reason: `git diff failed: ${(diff.stderr ?? String(diff.error)).trim()}` };
  try {
    return { changes: parseNameStatus(diff.stdout).flatMap((entry) => entry.paths) };
  } catch (error) {
    return { changes: null, reason: error.message };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = '', head] = process.argv.slice(2);
  if (!head) {
    console.error('Usage: node scripts/lane.mjs <base> <head>   (prints content or code)');
    process.exit(2);
  }
  const found = changesBetween(base, head);
  const { lane, reason } = decideLane(found.changes);
  console.log(lane);
  console.error(`lane: ${lane}, ${found.reason ?? reason}`);
}
