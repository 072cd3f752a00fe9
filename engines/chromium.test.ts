import { launchChromium } from './chromium';
import { runScenarios } from './suite';

runScenarios('Chromium (Debian Chromium, Playwright)', launchChromium);
