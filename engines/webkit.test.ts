import { routes } from '../scripts/outSite.mjs';
import { PHONE, pageSweep, scenarios } from './scenarios';
import { runScenarios } from './suite';
import { launchWebKit } from './webkit';

// A Brazilian visitor on an iPhone; every page of the export.
runScenarios('WebKit (WebKitGTK MiniBrowser, WebDriver)', launchWebKit, [
  ...pageSweep(routes()),
  ...scenarios({ lang: 'pt', viewport: PHONE }),
]);
