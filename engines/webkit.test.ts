import { runScenarios } from './suite';
import { launchWebKit } from './webkit';

runScenarios('WebKit (WebKitGTK MiniBrowser, WebDriver)', launchWebKit);
