export type AnalyticsProvider = 'plausible' | 'umami';
export type Analytics = { provider: AnalyticsProvider; src: string; site: string; api?: string };
export type AnalyticsSetting = { provider: string; src?: string; site?: string; api?: string } | null;

export const ANALYTICS_PROVIDERS: AnalyticsProvider[];
export const ANALYTICS_ENV: Record<'provider' | 'src' | 'site' | 'api', string>;
export function resolveAnalytics(fromConfig: AnalyticsSetting, env?: Record<string, string | undefined>): Analytics | null;
export function analyticsScriptAttributes(analytics: Analytics): { defer: true; src: string } & Record<string, string | true>;
export function analyticsOrigins(analytics: Analytics | null): { script: string[]; connect: string[] };
