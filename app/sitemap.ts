import type { MetadataRoute } from 'next';
import { localizedPaths, siteRoutes } from '@/lib/routes';
import { hreflangs } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return localizedPaths(siteRoutes()).map(({ path, route }) => {
    const languages = hreflangs(route.path);
    return {
      url: absoluteUrl(path),
      ...(route.lastModified ? { lastModified: route.lastModified } : {}),
      ...(languages ? { alternates: { languages } } : {}),
    };
  });
}
