/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  with?: Record<string, string>;
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

  it('name only secrets and variables the README tells the owner to set', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
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
  const test = stepIndex((step) => step.run === 'bash .ci/run');
  const tested = stepIndex((step) => step.id === 'tested');
  const build = stepIndex((step) => step.run === 'npm run build');
  const deploy = stepIndex((step) => step.uses?.startsWith('cloudflare/wrangler-action@') ?? false);

  it('runs on every push to main, every pull request, every day and on demand', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on).toHaveProperty('pull_request', null);
    expect(workflow.on).toHaveProperty('workflow_dispatch', null);
  });

  it('publishes only what passed `npm test`: the tests, then the build, then the deploy, in one job', () => {
    expect(
      readFileSync(join(root, '.ci', 'run'), 'utf8')
        .trim()
        .split('\n')
        .at(-1),
    ).toBe('npm test');
    expect(test).toBeLessThan(build);
    expect(build).toBeLessThan(deploy);
    expect(job.steps.every((step) => !('continue-on-error' in step))).toBe(true);
    // The tests are skipped only when this commit has already passed them here, asked only by the
    // daily and on-demand runs: a push and a pull request always run them.
    expect(job.steps[test].if).toBe("steps.tested.outputs.passed != 'true'");
    expect(job.steps[tested].if).toBe("github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'");
    expect(job.steps[tested].run).toContain('status=success');
    expect(job.steps[build].if).toBeUndefined();
  });

  it('deploys out/ to the Cloudflare Pages branch of the commit: main is the live site, a pull request its preview', () => {
    expect(job.steps[deploy].with?.command).toBe(
      'pages deploy out --project-name=${{ vars.CLOUDFLARE_PROJECT }} --branch=${{ env.BRANCH }}',
    );
    expect(job.env?.BRANCH).toBe('${{ github.head_ref || github.ref_name }}');
    // Without the secrets (a fork's pull request) the site is still tested and built, not deployed.
    expect(job.steps[deploy].if).toBe("env.CAN_DEPLOY == 'true'");
    expect(job.env?.CAN_DEPLOY).toContain("secrets.CLOUDFLARE_API_TOKEN != ''");
    const report = job.steps.slice(deploy + 1).find((step) => step.if === "steps.deploy.outcome == 'success'");
    expect(report?.run).toContain('GITHUB_STEP_SUMMARY');
    // Decap CMS finds a draft's preview in a commit status whose context holds "deploy".
    expect(report?.run).toContain('context: "deploy/');
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
