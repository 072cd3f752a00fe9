import integrations from '@/lib/integrations.json';
import { analyticsScriptAttributes, resolveAnalytics, type AnalyticsSetting } from '@/lib/integrations.mjs';

// Read here, in a server component, so no client bundle carries the provider's settings.
const analytics = resolveAnalytics(integrations.analytics as AnalyticsSetting, process.env);

/** The analytics provider's one script, deferred, in the <head> of every page; nothing when analytics is off. */
export function AnalyticsScript() {
  return analytics ? <script {...analyticsScriptAttributes(analytics)} /> : null;
}
