import { sampleRoutes } from '../scripts/outSite.mjs';
import { launchFirefox } from './firefox';
import { DESKTOP, pageSweep, scenarios } from './scenarios';
import { runScenarios } from './suite';

// An English-speaking visitor on a desktop; one page of each kind (WebKit sweeps them all).
runScenarios('Firefox (Firefox ESR, WebDriver BiDi)', launchFirefox, [
  ...pageSweep(sampleRoutes()),
  ...scenarios({ lang: 'en', viewport: DESKTOP }),
]);
