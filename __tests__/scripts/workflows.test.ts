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

type Step = Partial<Record<'id' | 'if' | 'run' | 'uses' | 'shell', string>> & {
  env?: Record<string, string>;
  with?: Record<string, string>;
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
  it.each(files)('%s is a valid workflow', (name) => {
    const result = validate(join(workflowsDir, name));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
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
  const tested = stepIndex((step) => step.id === 'tested');
  const lane = stepIndex((step) => step.id === 'lane');
  const code = stepIndex((step) => step.run === 'bash .ci/run');
  const content = stepIndex((step) => step.run?.includes('npm run check:content') ?? false);
  const deploy = stepIndex((step) => step.uses?.startsWith('cloudflare/wrangler-action@') ?? false);
  /** Commands that build the site (or run what builds it): each lane runs one, and nothing after it. */
  const BUILDS = /\bnext build\b|\bnpm (run )?(--silent )?(build|test|check:content)(?![\w:-])|\.ci\/run/;

  it('runs on every push to main, every pull request and on demand, one run of a branch at a time', () => {
    expect(workflow.on).toMatchObject({ push: { branches: ['main'] }, pull_request: null, workflow_dispatch: null });
    // Deploys of main queue instead of racing; a newer commit of a pull request replaces the older one's run.
    expect(workflow.concurrency.group).toContain('github.ref');
    expect(workflow.concurrency['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}");
  });

  // Where a wrong value would send untested code down the content lane (a wrong value elsewhere falls back to the code lane).
  it('decides the lane from the commit history (a push against `before`, a pull request against its base) and the runs that passed', () => {
    expect(job.steps[lane].env?.BASE).toBe('${{ github.event.pull_request.base.sha || github.event.before }}');
    expect(job.steps[tested].run).toContain('status=success');
    expect(lane).toBeLessThan(Math.min(code, content));
  });

  it('has two lanes: the content lane builds and checks the content, the code lane runs the whole suite', () => {
    expect(readFileSync(join(root, '.ci', 'run'), 'utf8').trimEnd()).toMatch(/\nnpm test$/);
    expect(job.steps[code].if).toBe("steps.lane.outputs.lane == 'code'");
    expect(job.steps[content].if).toBe("steps.lane.outputs.lane == 'content'");
    // No other step runs either lane's command, or a build of its own.
    expect(job.steps.filter((step) => BUILDS.test(step.run ?? '')).map((step) => step.run)).toEqual([
      job.steps[code].run,
      job.steps[content].run,
    ]);
  });

  it('publishes only what its lane checked: the lane decided, the lane, the deploy, in one job', () => {
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

  it('publishes the out/ the lane checked, built for the site address, to the branch of the commit: main live, a pull request its preview', () => {
    expect(job.steps[deploy].with?.command).toBe(
      'pages deploy out --project-name=${{ vars.CLOUDFLARE_PROJECT }} --branch=${{ env.BRANCH }}',
    );
    expect(job.env?.BRANCH).toBe('${{ github.head_ref || github.ref_name }}');
    // Both lanes export to out/ and check out/: nothing moves the export or the checks elsewhere.
    const envs = [workflow as { env?: Record<string, string> }, job, ...job.steps].map((owner) => Object.keys(owner.env ?? {}));
    expect(envs.flat().filter((name) => name === 'NEXT_EXPORT_DIR' || name === 'OUT_DIR')).toEqual([]);
    // The code lane's out/ carries SITE_URL's address, or a step stops one built for another before the deploy.
    if (job.steps[code].env?.NEXT_PUBLIC_SITE_URL !== '${{ vars.SITE_URL }}') {
      const guard = job.steps.slice(code + 1, deploy).find((step) => step.run?.includes('out/robots.txt'));
      expect(guard?.env?.SITE_URL).toBe('${{ vars.SITE_URL }}');
      expect(guard?.run).toContain('process.exit(1)');
    }
    // Without the secrets (a fork's pull request) the site is checked and built, not deployed.
    expect(job.env?.CAN_DEPLOY).toContain("secrets.CLOUDFLARE_API_TOKEN != ''");
    // Decap CMS finds a draft's preview in a commit status whose context holds "deploy".
    const report = job.steps.slice(deploy + 1).find((step) => step.if === "steps.deploy.outcome == 'success'");
    expect(report?.run).toContain('context: "deploy/');
  });

  it("restores caches that can only save time: every fallback a prefix of its key, the figures' keyed on the code that makes them", () => {
    const caches = job.steps.filter((step) => step.uses?.startsWith('actions/cache@')).map((step) => step.with ?? {});
    expect(caches.map((cache) => cache.path)).toEqual(['~/.npm', '.next/cache', '.cache/figures']);
    for (const { path, key, 'restore-keys': restore } of caches) {
      for (const prefix of String(restore).trim().split('\n')) {
        expect(String(key).startsWith(prefix)).toBe(true);
        if (path === '.cache/figures') expect(prefix).toContain("hashFiles('lib/figures.ts', 'package-lock.json')");
      }
    }
  });

  describe('the lane step, run as the runner runs it', () => {
    let dir: string;
    let repo: string;
    const script = join(tmpdir(), `lane-step-${process.pid}.sh`);
    const identity = ['-c', 'user.email=test@example.org', '-c', 'user.name=Test', '-c', 'commit.gpgsign=false'];
    const git = (...args: string[]) => execFileSync('git', [...identity, ...args], { cwd: repo, encoding: 'utf8' }).trim();
    const commit = (path: string, text: string) => {
      mkdirSync(join(repo, path, '..'), { recursive: true });
      writeFileSync(join(repo, path), text);
      git('add', '--all');
      git('commit', '--quiet', '-m', path);
      return git('rev-parse', 'HEAD');
    };
    let first: string;
    let head: string;

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'lane-step-'));
      repo = join(dir, 'repo');
      mkdirSync(join(repo, 'scripts'), { recursive: true });
      git('init', '--quiet');
      copyFileSync(join(root, 'scripts', 'lane.mjs'), join(repo, 'scripts', 'lane.mjs'));
      first = commit('lib/site.ts', 'export {};\n');
      head = commit('content/posts/a.pt.md', '---\ntitle: A\n---\n');
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

    it.each(['push', 'pull_request'])('a %s of content only, onto a base that passed here: the content lane', (event) => {
      const run = runStep({ EVENT: event, BASE: first, FAKE_RUNS: '1' });
      expect(run.lane).toBe('lane=content\n');
      expect(run.summary).toContain('The content lane');
      expect(run.asked).toContain(`head_sha=${first}&status=success`);
    });

    it.each([
      ['a base that has not passed here (a failed code change under the article)', { FAKE_RUNS: '0' }],
      ['no answer from the API', {}],
    ])('content only, but %s: the code lane', (_, env) => {
      const run = runStep({ EVENT: 'push', BASE: first, ...env });
      expect(run.lane).toBe('lane=code\n');
      expect(run.summary).toContain(`the base ${first} has not passed here`);
    });

    // node scripts/lane.mjs decides these, and the step asks GitHub nothing.
    it.each([
      ['no base', () => ''],
      ["a new branch's all-zero `before`", () => '0'.repeat(40)],
      ['a base not in the history', () => '1234567890abcdef1234567890abcdef12345678'],
      ['the commit itself (an empty diff)', () => head],
    ])('%s: the code lane', (_, base) => {
      const run = runStep({ EVENT: 'push', BASE: base(), FAKE_RUNS: '1' });
      expect([run.lane, run.asked]).toEqual(['lane=code\n', '']);
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
});
