// The browser engines of the cross-engine end-to-end suite (engines/), found on this machine: they
// come from Debian's packages, never from a download. `node scripts/browsers.mjs` is the first step
// of `npm test`: it stops at once, naming the install command, when one is missing.
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INSTALL_COMMAND = 'apt-get install webkit2gtk-driver xvfb firefox-esr openssl';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` on the PATH, as an absolute path, or null. */
function onPath(...names) {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of names) if (executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** WebKitGTK's test browser ships inside the library package, under an architecture directory. */
function miniBrowser() {
  const candidates = [];
  for (const lib of ['/usr/lib', '/usr/lib64', '/usr/libexec']) {
    if (!existsSync(lib)) continue;
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      candidates.push(join(lib, api, 'MiniBrowser'));
      for (const arch of readdirSync(lib)) candidates.push(join(lib, arch, api, 'MiniBrowser'));
    }
  }
  return candidates.find(executable) ?? null;
}

/**
 * Where each program is: an environment variable wins (WEBKIT_WEBDRIVER, MINIBROWSER, XVFB,
 * FIREFOX_EXECUTABLE), then the usual Debian locations.
 */
export function findBrowsers(env = process.env) {
  return {
    webkitWebDriver: env.WEBKIT_WEBDRIVER || onPath('WebKitWebDriver'),
    miniBrowser: env.MINIBROWSER || miniBrowser(),
    xvfb: env.XVFB || onPath('Xvfb'),
    firefox: env.FIREFOX_EXECUTABLE || onPath('firefox-esr', 'firefox'),
    openssl: onPath('openssl'),
  };
}

/** A message naming what is missing and the command that installs it, or null when all is there. */
export function missingBrowsersMessage(found = findBrowsers()) {
  const missing = Object.entries(found)
    .filter(([, path]) => !path)
    .map(([name]) => name);
  if (missing.length === 0) return null;
  return (
    `The cross-engine end-to-end tests need WebKit and Firefox, and ${missing.join(', ')} ` +
    `${missing.length === 1 ? 'is' : 'are'} missing. On Debian or Ubuntu: ${INSTALL_COMMAND}`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const message = missingBrowsersMessage();
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
