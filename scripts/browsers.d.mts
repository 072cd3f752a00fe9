export type Browsers = {
  webkitWebDriver: string | null;
  miniBrowser: string | null;
  xvfb: string | null;
  firefox: string | null;
  openssl: string | null;
};
export const INSTALL_COMMAND: string;
export function findBrowsers(env?: NodeJS.ProcessEnv): Browsers;
export function missingBrowsersMessage(found?: Browsers): string | null;
