import type { EnginePage } from './driver';
import type { OutsideRequest } from './outsideProxy';

/** What a scenario is given beside its page. */
export type ScenarioContext = {
  origin: string;
  /** The zone the browser runs in (never Sao Paulo). */
  timeZone: string;
  /** Requests for other hosts the recording proxy answered since the scenario started. */
  outside: () => OutsideRequest[];
};

/** One visitor flow of the cross-engine list (scenarios.ts), run in every engine by suite.ts. */
export type Scenario = {
  name: string;
  run: (page: EnginePage, context: ScenarioContext) => Promise<void>;
  /** Outside requests the scenario expects and checks itself (a chat tab); any other fails it. */
  expectsOutside?: RegExp;
  /** false: the visitor has JavaScript off, so the browser runs none of the pages' scripts (suite.ts). */
  scripts?: false;
  /** Problems the scenario causes on purpose and checks itself (an error it provokes); any other fails it. */
  expectsProblems?: RegExp;
};
