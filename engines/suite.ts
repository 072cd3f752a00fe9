import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine } from './driver';
import { startOutsideProxy, type OutsideProxy } from './outsideProxy';
import { serveSite } from './processes';
import { SCENARIOS } from './scenarios';

type Launch = (origin: string, proxyPort: number) => Promise<Engine>;

const SHOTS = join(__dirname, '..', 'test-results', 'engines');
/** Generous: a page load can take seconds on a busy 2-core machine; a scenario loads a few. */
const SCENARIO_TIMEOUT = 90_000;

/**
 * Runs every shared scenario in one engine, each as its own test: one browser for the engine,
 * a fresh page per scenario. A scenario also fails on any script error, console error, CSP
 * violation or failed load on the site's pages, and on any request to another host but the chat
 * it expects; its screenshot is kept in test-results/engines/ when it fails.
 */
export function runScenarios(label: string, launch: Launch): void {
  describe(label, () => {
    let site: Awaited<ReturnType<typeof serveSite>> | undefined;
    let proxy: OutsideProxy | undefined;
    let engine: Engine | undefined;

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      for (const file of readdirSync(SHOTS)) if (file.startsWith(`${label.split(' ')[0]}-`)) rmSync(join(SHOTS, file));
      site = await serveSite();
      proxy = await startOutsideProxy();
      engine = await launch(site.origin, proxy.port);
    }, 120_000);

    afterAll(async () => {
      await engine?.close();
      await proxy?.close();
      await site?.stop();
    }, 60_000);

    for (const [index, scenario] of SCENARIOS.entries()) {
      test(
        scenario.name,
        async () => {
          if (!engine || !proxy || !site) throw new Error(`${label} did not start`);
          proxy.clear();
          const page = await engine.newPage();
          const outside = proxy.requests;
          try {
            await scenario.run(page, { origin: site.origin, timeZone: engine.timeZone, outside: () => [...outside] });
            expect(await page.problems()).toEqual([]);
            const unexpected = outside.filter((request) => !scenario.expectsOutside?.test(request.url));
            expect(unexpected.map((request) => `request to another host: ${request.url}`)).toEqual([]);
          } catch (error) {
            const file = `${label.split(' ')[0]}-${String(index + 1).padStart(2, '0')}-${scenario.name}`
              .replace(/[^\w-]+/g, '-')
              .slice(0, 100);
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
