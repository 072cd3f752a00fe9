import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine, Launch } from './driver';
import { startOutsideProxy, type OutsideProxy } from './outsideProxy';
import { serveSite } from './processes';
import { SCENARIOS } from './scenarios';

const SHOTS = join(__dirname, '..', 'test-results', 'engines');
/** Generous: a page load can take seconds on a busy 2-core machine; a scenario loads a few. */
const SCENARIO_TIMEOUT = 90_000;

/**
 * Runs every shared scenario in one engine, each as its own test: one browser for the engine,
 * a fresh page per scenario. A scenario also fails on any script error, console error, CSP
 * violation or failed load on the site's pages, and on any request to another host but the chat
 * it expects; its screenshot is kept in test-results/engines/ when it fails. The scenarios of a
 * visitor with JavaScript off run in a second browser of the engine, started with it off.
 */
export function runScenarios(label: string, launch: Launch): void {
  const prefix = label.split(' ')[0];
  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
    for (const file of readdirSync(SHOTS)) if (file.startsWith(`${prefix}-`)) rmSync(join(SHOTS, file));
  });
  for (const scripts of [true, false]) {
    const scenarios = SCENARIOS.filter((scenario) => (scenario.scripts ?? true) === scripts);
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
            const page = await engine.newPage();
            const outside = proxy.requests;
            try {
              await scenario.run(page, { origin: site.origin, timeZone: engine.timeZone, outside: () => [...outside] });
              const problems = await page.problems();
              expect(problems.filter((problem) => !scenario.expectsProblems?.test(problem))).toEqual([]);
              const unexpected = outside.filter((request) => !scenario.expectsOutside?.test(request.url));
              expect(unexpected.map((request) => `request to another host: ${request.url}`)).toEqual([]);
            } catch (error) {
              const number = String(SCENARIOS.indexOf(scenario) + 1).padStart(2, '0');
              const file = `${prefix}-${number}-${scenario.name}`.replace(/[^\w-]+/g, '-').slice(0, 100);
              await page.screenshot(join(SHOTS, `${file}.png`)).catch(() => undefined);
              throw error;
            } finally {
              await page.close();
            }
          },
          SCENARIO_TIMEOUT,
        );
      }
    });
  }
}
