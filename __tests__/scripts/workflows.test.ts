/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';

const root = join(__dirname, '..', '..');
const workflowsDir = join(root, '.github', 'workflows');
const files = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const textOf = (name: string) => readFileSync(join(workflowsDir, name), 'utf8');

/** The action-validator CLI: GitHub's workflow schema, built in (no download). */
function validate(path: string) {
  const cli = join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
  return spawnSync(process.execPath, [cli, path], { encoding: 'utf8' });
}

type Step = {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number>;
  'continue-on-error'?: unknown;
};
type Job = { env?: Record<string, string>; steps: Step[] };
type Workflow = {
  on: Record<string, { branches?: string[] } | Array<{ cron: string }> | null>;
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': string };
  jobs: Record<string, Job>;
};
// A workflow parsed as YAML by gray-matter's parser (js-yaml), read as a front matter block.
const parse = (text: string) => matter(`---\n${text}\n---\n`).data as Workflow;

describe('the GitHub Actions workflows', () => {
  it('exist', () => {
    expect(files).toContain('site.yml');
  });

  it.each(files)('%s is a valid workflow', (name) => {
    const result = validate(join(workflowsDir, name));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  describe('the validator catches a broken workflow', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'workflow-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it.each([
      ['a job without runs-on', (text: string) => text.replace(/^ {4}runs-on: .*\n/m, ''), '/jobs/site/runs-on'],
      ['a misspelt key', (text: string) => text.replace(/^ {4}steps:/m, '    step:'), "'step' is not allowed"],
    ])('%s', (_, breakIt, message) => {
      const broken = breakIt(textOf('site.yml'));
      expect(broken).not.toBe(textOf('site.yml'));
      const path = join(dir, 'site.yml');
      writeFileSync(path, broken);
      const result = validate(path);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(message);
    });
  });

  it('pin every action to a version and ask for no more than they use', () => {
    for (const name of files) {
      const text = textOf(name);
      for (const [, ref] of text.matchAll(/uses: *\S+@(\S+)/g)) expect(ref).toMatch(/^(v\d+(\.\d+)*|[0-9a-f]{40})$/);
      expect(parse(text).permissions).toEqual({ contents: 'read' });
    }
  });

  it('name only secrets and variables docs/publishing.md tells the owner to set', () => {
    const readme = readFileSync(join(root, 'docs', 'publishing.md'), 'utf8');
    const names = files.flatMap((name) => [...textOf(name).matchAll(/\b(?:secrets|vars)\.([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
    expect(names).toEqual(expect.arrayContaining(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PROJECT', 'SITE_URL']));
    expect([...new Set(names)].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('site.yml, from a commit to the live site', () => {
  const workflow = parse(textOf('site.yml'));
  const job = workflow.jobs.site;
  const stepIndex = (find: (step: Step) => boolean) => {
    const index = job.steps.findIndex(find);
    expect(index).toBeGreaterThanOrEqual(0);
    return index;
  };
  const checkout = stepIndex((step) => step.uses?.startsWith('actions/checkout@') ?? false);
  const tested = stepIndex((step) => step.id === 'tested');
  const lane = stepIndex((step) => step.id === 'lane');
  const code = stepIndex((step) => step.run === 'bash .ci/run');
  const content = stepIndex((step) => step.run?.includes('npm run check:content') ?? false);
  const deploy = stepIndex((step) => step.uses?.startsWith('cloudflare/wrangler-action@') ?? false);
  /** Commands that build the site (or run what builds it): each lane runs one, and nothing after it. */
  const BUILDS = /\bnext build\b|\bnpm (run )?(--silent )?(build|test|check:content)(?![\w:-])|\.ci\/run/;

  it('runs on every push to main, every pull request, every day and on demand', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on).toHaveProperty('pull_request', null);
    expect(workflow.on).toHaveProperty('workflow_dispatch', null);
  });

  it('decides the lane first, from the history of the commit: a push against `before`, a pull request against its base', () => {
    expect(job.steps[checkout].with?.['fetch-depth']).toBe(0);
    expect(checkout).toBeLessThan(tested);
    expect(tested).toBeLessThan(lane);
    expect(job.steps[lane].run).toContain('node scripts/lane.mjs "$BASE" HEAD');
    expect(job.steps[lane].env?.BASE).toBe('${{ github.event.pull_request.base.sha || github.event.before }}');
    // The daily and on-demand runs ask whether this commit has passed here already; only a push and a pull request skip it.
    expect(job.steps[tested].if).toBe("github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'");
    expect(job.steps[tested].run).toContain('status=success');
    expect(job.steps[lane].env?.PASSED).toBe('${{ steps.tested.outputs.passed }}');
  });

  it('has two lanes: the content lane builds and checks the content, the code lane runs the whole suite', () => {
    expect(
      readFileSync(join(root, '.ci', 'run'), 'utf8')
        .trim()
        .split('\n')
        .at(-1),
    ).toBe('npm test');
    expect(job.steps[code].if).toBe("steps.lane.outputs.lane == 'code'");
    expect(job.steps[content].if).toBe("steps.lane.outputs.lane == 'content'");
    expect(job.steps[content].run?.trim().split('\n')).toEqual(['npm install --no-audit --no-fund', 'npm run check:content']);
    expect(job.steps[content].env?.NEXT_PUBLIC_SITE_URL).toBe('${{ vars.SITE_URL }}');
    // No other step runs either lane's command, or a build of its own.
    expect(job.steps.filter((step) => BUILDS.test(step.run ?? '')).map((step) => step.run)).toEqual([
      job.steps[code].run,
      job.steps[content].run,
    ]);
  });

  it('publishes only what its lane checked: the lane decided, the lane, the deploy, in one job', () => {
    expect(lane).toBeLessThan(Math.min(code, content));
    expect(Math.max(code, content)).toBeLessThan(deploy);
    expect(job.steps.every((step) => !('continue-on-error' in step))).toBe(true);
    // Built once: nothing builds between the lane and the deploy.
    const between = job.steps.slice(Math.max(code, content) + 1, deploy);
    expect(between.filter((step) => BUILDS.test(step.run ?? '') || step.uses)).toEqual([]);
    // The deploy waits for the lane's step to succeed (a skipped lane publishes nothing).
    expect(job.steps[deploy].if).toBe(
      "env.CAN_DEPLOY == 'true' && (steps.code.outcome == 'success' || steps.content.outcome == 'success')",
    );
    expect(job.steps[code].id).toBe('code');
    expect(job.steps[content].id).toBe('content');
  });

  it('publishes exactly the folder the lane checked, out/, built for the site address', () => {
    const command = String(job.steps[deploy].with?.command);
    expect(command.split(' ').slice(0, 3)).toEqual(['pages', 'deploy', 'out']);
    // Both lanes export to out/ and check out/: nothing moves the export or the checks elsewhere.
    for (const env of [workflow as { env?: Record<string, string> }, job, job.steps[code], job.steps[content]].map(
      (owner) => owner.env ?? {},
    )) {
      expect(Object.keys(env)).not.toContain('NEXT_EXPORT_DIR');
      expect(Object.keys(env)).not.toContain('OUT_DIR');
    }
    // The code lane's out/ carries SITE_URL's address, or a step stops one built for another before the deploy.
    if (job.steps[code].env?.NEXT_PUBLIC_SITE_URL !== '${{ vars.SITE_URL }}') {
      const guard = job.steps.slice(code + 1, deploy).find((step) => step.run?.includes('out/robots.txt'));
      expect(guard?.env?.SITE_URL).toBe('${{ vars.SITE_URL }}');
      expect(guard?.run).toContain('process.exit(1)');
    }
  });

  it('deploys out/ to the Cloudflare Pages branch of the commit: main is the live site, a pull request its preview', () => {
    expect(job.steps[deploy].with?.command).toBe(
      'pages deploy out --project-name=${{ vars.CLOUDFLARE_PROJECT }} --branch=${{ env.BRANCH }}',
    );
    expect(job.env?.BRANCH).toBe('${{ github.head_ref || github.ref_name }}');
    // Without the secrets (a fork's pull request) the site is still checked and built, not deployed.
    expect(job.steps[deploy].if).toContain("env.CAN_DEPLOY == 'true'");
    expect(job.env?.CAN_DEPLOY).toContain("secrets.CLOUDFLARE_API_TOKEN != ''");
    const report = job.steps.slice(deploy + 1).find((step) => step.if === "steps.deploy.outcome == 'success'");
    expect(report?.run).toContain('GITHUB_STEP_SUMMARY');
    // Decap CMS finds a draft's preview in a commit status whose context holds "deploy".
    expect(report?.run).toContain('context: "deploy/');
    expect(job.steps.find((step) => step.if === "env.CAN_DEPLOY != 'true'")?.run).toContain('not published');
  });

  describe('caches, keyed by what shapes them', () => {
    const caches = job.steps.filter((step) => step.uses?.startsWith('actions/cache@'));
    const cacheOf = (path: string) => {
      const step = caches.find((candidate) => candidate.with?.path === path);
      expect(step).toBeDefined();
      return {
        key: String(step?.with?.key),
        restore: String(step?.with?.['restore-keys'] ?? '')
          .trim()
          .split('\n'),
      };
    };

    it('restore before the lanes run', () => {
      expect(caches).toHaveLength(3);
      for (const step of caches) expect(job.steps.indexOf(step)).toBeLessThan(Math.min(code, content));
    });

    it.each([
      ['~/.npm', ["hashFiles('package-lock.json')"]],
      ['.next/cache', ["hashFiles('package-lock.json')", "'content/**'", "'app/**'", "'lib/**'", "'messages/**'"]],
      ['.cache/figures', ["'lib/figures.ts', 'package-lock.json'", "'content/**/*.png'", "'content/**/*.webp'"]],
    ])('%s', (path, inputs) => {
      const { key, restore } = cacheOf(path);
      expect(key).toContain('hashFiles(');
      for (const input of inputs) expect(key).toContain(input);
      // Every fallback is a prefix of the key, and keeps the lock file's hash (and so the same tools) but for npm's own cache.
      for (const prefix of restore) {
        expect(key.startsWith(prefix)).toBe(true);
        if (path !== '~/.npm') expect(prefix).toMatch(/hashFiles\([^)]*'package-lock\.json'/);
      }
    });
  });

  describe('the lane step, run as the runner runs it', () => {
    let dir: string;
    let repo: string;
    const script = join(tmpdir(), `lane-step-${process.pid}.sh`);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    const commit = (path: string, text: string) => {
      mkdirSync(join(repo, path, '..'), { recursive: true });
      writeFileSync(join(repo, path), text);
      git('add', '--all');
      git('commit', '--quiet', '-m', path);
      return git('rev-parse', 'HEAD');
    };
    let first: string;
    let article: string;
    let mixed: string;

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'lane-step-'));
      repo = join(dir, 'repo');
      mkdirSync(join(repo, 'scripts'), { recursive: true });
      git('init', '--quiet');
      git('config', 'user.email', 'test@example.org');
      git('config', 'user.name', 'Test');
      git('config', 'commit.gpgsign', 'false');
      copyFileSync(join(root, 'scripts', 'lane.mjs'), join(repo, 'scripts', 'lane.mjs'));
      first = commit('lib/site.ts', 'export {};\n');
      article = commit('content/posts/a.pt.md', '---\ntitle: A\n---\n');
      mixed = commit('lib/site.ts', 'export const changed = true;\n');
      git('reset', '--quiet', '--hard', article);
      // GitHub's API, answered here: how many successful runs the commit asked about has (FAKE_RUNS), or no answer.
      mkdirSync(join(dir, 'bin'));
      writeFileSync(
        join(dir, 'bin', 'curl'),
        '#!/bin/sh\necho "$@" >> "$RUNNER_TEMP/asked"\n[ -n "$FAKE_RUNS" ] || exit 22\necho "{\\"total_count\\": $FAKE_RUNS}"\n',
      );
      chmodSync(join(dir, 'bin', 'curl'), 0o755);
      writeFileSync(script, job.steps[lane].run ?? '');
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(script, { force: true });
    });

    const runStep = (env: Record<string, string>) => {
      const temp = mkdtempSync(join(dir, 'run-'));
      writeFileSync(join(temp, 'asked'), '');
      // The shell GitHub runs for `shell: bash`.
      expect(job.steps[lane].shell).toBe('bash');
      const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
        cwd: repo,
        encoding: 'utf8',
        // Only what the runner gives a step, and a home of its own for `git config --global`.
        env: {
          NODE_ENV: 'test',
          PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
          HOME: temp,
          GITHUB_WORKSPACE: repo,
          GITHUB_OUTPUT: join(temp, 'output'),
          GITHUB_STEP_SUMMARY: join(temp, 'summary'),
          RUNNER_TEMP: temp,
          GITHUB_API_URL: 'https://api.example.org',
          GITHUB_REPOSITORY: 'owner/site',
          GH_TOKEN: 'token',
          ...env,
        },
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return {
        lane: readFileSync(join(temp, 'output'), 'utf8'),
        summary: readFileSync(join(temp, 'summary'), 'utf8'),
        asked: readFileSync(join(temp, 'asked'), 'utf8'),
      };
    };

    it('a push of content only, onto a base that passed here: the content lane', () => {
      const run = runStep({ EVENT: 'push', BASE: first, FAKE_RUNS: '1' });
      expect(run.lane).toBe('lane=content\n');
      expect(run.summary).toContain('The content lane');
      expect(run.asked).toContain(`head_sha=${first}&status=success`);
    });

    it('a pull request of content only, onto a base that passed here: the content lane', () => {
      expect(runStep({ EVENT: 'pull_request', BASE: first, FAKE_RUNS: '1' }).lane).toBe('lane=content\n');
    });

    it.each([
      ['a base that has not passed here (a failed code change under the article)', { FAKE_RUNS: '0' }],
      ['no answer from the API', {}],
    ])('content only, but %s: the code lane', (_, env) => {
      const run = runStep({ EVENT: 'push', BASE: first, ...env });
      expect(run.lane).toBe('lane=code\n');
      expect(run.summary).toContain(`the base ${first} has not passed here`);
    });

    it.each([
      ['no base', ''],
      ["a new branch's all-zero `before`", '0000000000000000000000000000000000000000'],
      ['a base not in the history', '1234567890abcdef1234567890abcdef12345678'],
    ])('%s: the code lane, without asking the API', (_, base) => {
      const run = runStep({ EVENT: 'push', BASE: base, FAKE_RUNS: '1' });
      expect(run.lane).toBe('lane=code\n');
      expect(run.asked).toBe('');
    });

    it('code and content together: the code lane', () => {
      git('reset', '--quiet', '--hard', mixed);
      try {
        expect(runStep({ EVENT: 'push', BASE: first, FAKE_RUNS: '1' }).lane).toBe('lane=code\n');
      } finally {
        git('reset', '--quiet', '--hard', article);
      }
    });

    it.each([
      ['schedule', 'true', 'content'],
      ['schedule', 'false', 'code'],
      ['workflow_dispatch', 'true', 'content'],
      ['workflow_dispatch', '', 'code'],
    ])('%s, this commit passed here: %s: the %s lane', (event, passed, expected) => {
      expect(runStep({ EVENT: event, BASE: '', PASSED: passed }).lane).toBe(`lane=${expected}\n`);
    });
  });

  it('rebuilds every day just after midnight in São Paulo, when the build starts publishing the new day', () => {
    const schedule = workflow.on.schedule as Array<{ cron: string }>;
    expect(schedule).toHaveLength(1);
    const [minute, hour, ...rest] = schedule[0].cron.split(' ');
    expect(rest).toEqual(['*', '*', '*']);
    const run = new Date(Date.UTC(2026, 10, 25, Number(hour), Number(minute)));
    const saoPaulo = run.toLocaleTimeString('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
    expect(saoPaulo >= '00:00' && saoPaulo <= '00:30').toBe(true);
  });

  it('runs the real 500-article export (`npm run test:scale`) every day, once the site is built and published', () => {
    const scale = stepIndex((step) => step.run === 'npm run test:scale');
    expect(job.steps[scale].if).toBe("github.event_name == 'schedule'");
    expect(scale).toBeGreaterThan(deploy);
  });

  it('never runs two deploys of one branch at once, and lets a new pull request commit replace the old run', () => {
    expect(workflow.concurrency.group).toContain('github.ref');
    expect(workflow.concurrency['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}");
  });
});
