import { PAGE_SWEEP, SCENARIOS } from './scenarios';
import { runScenarios } from './suite';
import { launchWebKit } from './webkit';

runScenarios('WebKit (WebKitGTK MiniBrowser, WebDriver)', launchWebKit, [...PAGE_SWEEP, ...SCENARIOS]);
