import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine, EnginePage, Launch } from './driver';
import { startOutsideProxy, type OutsideProxy } from './outsideProxy';
import { serveSite } from './processes';
import type { Scenario } from './scenario';

const SHOTS = join(__dirname, '..', 'test-results', 'engines');
/** Generous: a page load can take seconds on a busy 2-core machine; a scenario loads a few. */
const SCENARIO_TIMEOUT = 90_000;

/**
 * Runs a list of scenarios (the flows every engine passes by default) in one engine, each as its own test: one browser for the engine,
 * a fresh page per scenario. A scenario also fails on any script error, console error, CSP
 * violation or failed load on the site's pages, and on any request to another host but the chat
 * it expects; its screenshot is kept in test-results/engines/ when it fails. The scenarios of a
 * visitor with JavaScript off run in a second browser of the engine, started with it off.
 */
export function runScenarios(label: string, launch: Launch, list: Scenario[]): void {
  const prefix = label.split(' ')[0];
  // As the Chromium tests do (playwright.config.ts): in CI a failed scenario runs once more, and its
  // first failure is printed, so a browser's flake shows in the log without turning the run red.
  if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
    for (const file of readdirSync(SHOTS)) if (file.startsWith(`${prefix}-`)) rmSync(join(SHOTS, file));
  });
  for (const scripts of [true, false]) {
    const scenarios = list.filter((scenario) => (scenario.scripts ?? true) === scripts);
    describe(scripts ? label : `${label}, JavaScript off`, () => {
      let site: Awaited<ReturnType<typeof serveSite>> | undefined;
      let proxy: OutsideProxy | undefined;
      let engine: Engine | undefined;

      beforeAll(async () => {
        site = await serveSite();
        proxy = await startOutsideProxy();
        engine = await launch(site.origin, proxy.port, { scripts });
      }, 120_000);

      afterAll(async () => {
        await engine?.close();
        await proxy?.close();
        await site?.stop();
      }, 60_000);

      for (const scenario of scenarios) {
        test(
          scenario.name,
          async () => {
            if (!engine || !proxy || !site) throw new Error(`${label} did not start`);
            proxy.clear();
            const outside = proxy.requests;
            let page: EnginePage | undefined;
            let failure: unknown;
            try {
              page = await engine.newPage();
              await scenario.run(page, { origin: site.origin, timeZone: engine.timeZone, outside: () => [...outside] });
              const problems = await page.problems();
              expect(problems.filter((problem) => !scenario.expectsProblems?.test(problem))).toEqual([]);
              const unexpected = outside.filter((request) => !scenario.expectsOutside?.test(request.url));
              expect(unexpected.map((request) => `request to another host: ${request.url}`)).toEqual([]);
            } catch (error) {
              failure = error;
              const number = String(list.indexOf(scenario) + 1).padStart(2, '0');
              const file = `${prefix}-${number}-${scenario.name}`.replace(/[^\w-]+/g, '-').slice(0, 100);
              await page?.screenshot(join(SHOTS, `${file}.png`)).catch(() => undefined);
            }
            // Closing must not hide why the scenario failed.
            await page?.close().catch((error: unknown) => (failure ??= error));
            if (!(await engine.alive())) {
              // A browser that stopped answering fails this scenario, with its own last words; the
              // next scenario gets a new one instead of failing in turn.
              const output = engine.output();
              await engine.close().catch(() => undefined);
              engine = await launch(site.origin, proxy.port, { scripts });
              throw new Error(`${label} stopped answering during this scenario. Its last output:\n${output}\n\n${String(failure)}`);
            }
            if (failure) throw failure;
          },
          SCENARIO_TIMEOUT,
        );
      }
    });
  }
}
