import integrations from '@/lib/integrations.json';
import { analyticsOrigins, analyticsScriptAttributes, resolveAnalytics } from '@/lib/integrations.mjs';

const plausible = { provider: 'plausible' as const, src: 'https://plausible.io/js/script.js', site: 'rafaelmoreira.com.br' };
const umami = { provider: 'umami' as const, src: 'https://cloud.umami.is/script.js', site: '94db1cb1-74f4-4a40-ad6c-962362670409' };

describe('the analytics in effect', () => {
  it('is off as shipped: no provider in lib/integrations.json', () => {
    expect(integrations.analytics).toBeNull();
    expect(resolveAnalytics(integrations.analytics, {})).toBeNull();
  });

  it.each([
    ['Plausible', plausible],
    ['Umami', umami],
    ['Umami sending to its own API host', { ...umami, api: 'https://api-gateway.umami.dev' }],
  ])('reads %s from the config', (_, setting) => {
    expect(resolveAnalytics(setting, {})).toEqual(setting);
  });

  it('takes the build-time override over the config, and "none" switches it off', () => {
    const env = { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SRC: umami.src, ANALYTICS_SITE: umami.site };
    expect(resolveAnalytics(null, env)).toEqual(umami);
    expect(resolveAnalytics(plausible, env)).toEqual(umami);
    expect(resolveAnalytics(plausible, { ANALYTICS_PROVIDER: 'none' })).toBeNull();
    expect(resolveAnalytics(plausible, { ANALYTICS_PROVIDER: ' ' })).toEqual(plausible);
  });

  it.each([
    [{ ...plausible, provider: 'google' }, /lib\/integrations.json analytics.provider must be plausible or umami/],
    [{ ...plausible, src: 'http://plausible.io/js/script.js' }, /analytics.src must be an https:\/\/ URL, got "http:/],
    [{ ...plausible, src: undefined }, /analytics.src must be an https:\/\/ URL, got null/],
    [{ ...plausible, site: ' ' }, /analytics.site must name the site/],
    [{ ...umami, api: 'not a url' }, /analytics.api must be an https:\/\/ URL/],
  ])('fails the build naming the field of a half-written setting %#', (setting, message) => {
    expect(() => resolveAnalytics(setting, {})).toThrow(message);
  });

  it('names the environment variable when the override is the one half written', () => {
    expect(() => resolveAnalytics(null, { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE: 'x.com' })).toThrow(/^ANALYTICS_SRC must be/);
  });
});

describe('the one script tag', () => {
  it.each([
    [plausible, { defer: true, src: plausible.src, 'data-domain': 'rafaelmoreira.com.br' }],
    [
      { ...plausible, api: 'https://example.com/api/event' },
      { defer: true, src: plausible.src, 'data-domain': 'rafaelmoreira.com.br', 'data-api': 'https://example.com/api/event' },
    ],
    [umami, { defer: true, src: umami.src, 'data-website-id': umami.site }],
    [
      { ...umami, api: 'https://stats.example.com' },
      { defer: true, src: umami.src, 'data-website-id': umami.site, 'data-host-url': 'https://stats.example.com' },
    ],
  ] as const)('%j → %j', (analytics, attributes) => {
    expect(analyticsScriptAttributes(analytics)).toEqual(attributes);
  });
});

describe('the origins the security policy allows for analytics', () => {
  it.each([
    [null, { script: [], connect: [] }],
    [plausible, { script: ['https://plausible.io'], connect: ['https://plausible.io'] }],
    [
      { ...plausible, api: 'https://plausible.io/api/event' },
      { script: ['https://plausible.io'], connect: ['https://plausible.io'] },
    ],
    [
      { ...umami, api: 'https://api-gateway.umami.dev' },
      { script: ['https://cloud.umami.is'], connect: ['https://cloud.umami.is', 'https://api-gateway.umami.dev'] },
    ],
  ] as const)('%j → %j', (analytics, origins) => {
    expect(analyticsOrigins(analytics)).toEqual(origins);
  });
});
