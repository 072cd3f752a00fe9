import { launchFirefox } from './firefox';
import { runScenarios } from './suite';

runScenarios('Firefox (Firefox ESR, WebDriver BiDi)', launchFirefox);
