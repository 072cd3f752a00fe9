import { launchFirefox } from './firefox';
import { PAGE_SWEEP, SCENARIOS } from './scenarios';
import { runScenarios } from './suite';

runScenarios('Firefox (Firefox ESR, WebDriver BiDi)', launchFirefox, [...PAGE_SWEEP, ...SCENARIOS]);
