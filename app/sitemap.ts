import type { MetadataRoute } from 'next';
import { localePath } from '@/lib/i18n/locales';
import { localizedPaths, siteRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return localizedPaths(siteRoutes()).map(({ path, route }) => ({
    url: absoluteUrl(path),
    ...(route.lastModified ? { lastModified: route.lastModified } : {}),
    ...(route.locales.length > 1
      ? {
          alternates: {
            languages: {
              'pt-BR': absoluteUrl(localePath('pt', route.path)),
              en: absoluteUrl(localePath('en', route.path)),
              'x-default': absoluteUrl(localePath('pt', route.path)),
            },
          },
        }
      : {}),
  }));
}
