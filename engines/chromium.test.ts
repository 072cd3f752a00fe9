import { launchChromium } from './chromium';
import { PHONE, scenarios } from './scenarios';
import { runScenarios } from './suite';

// An English-speaking visitor on an Android phone.
runScenarios('Chromium (Debian Chromium, Playwright)', launchChromium, scenarios({ lang: 'en', viewport: PHONE }));
