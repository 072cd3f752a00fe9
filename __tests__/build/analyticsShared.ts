import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeaders } from '@/scripts/headerRules.mjs';

// What the analytics checks of both exports share: __tests__/content/analytics.test.ts (out/, analytics
// off) and __tests__/build/analytics.test.ts (.tmp/out-alt, analytics on).
export const PROVIDER_HOSTS = ['plausible.io', 'umami.is', 'umami.dev', 'stats.example.net', 'events.example.net'];

/** Every file of an export, relative to it, with its text (binary files read as latin1 are searched too). */
export function everyFile(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ file: path.slice(dir.length + 1), text: readFileSync(path, 'latin1') }));
}

export const policyOf = (dir: string, path: string) => {
  const rules = parseHeaders(readFileSync(join(dir, '_headers'), 'utf8'));
  const policy = headersFor(rules, path).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
  return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
};
