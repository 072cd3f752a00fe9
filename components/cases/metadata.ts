import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pathOf, type Locale } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import type { ProjectMeta } from '@/lib/projects';
import { pageMetadata } from '@/lib/seo';

export async function casesMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Cases' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: pathOf('cases'),
    title: t('metaTitle'),
    description: t('metaDescription'),
    siteName: meta('siteName'),
    image: ogImageName({ kind: 'cases', locale }),
  });
}

export async function caseMetadata(locale: Locale, project: ProjectMeta): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Cases' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...pageMetadata({
      locale,
      path: pathOf('case', project.id),
      title: t('caseMetaTitle', { title: project.title }),
      description: t('caseMetaDescription', { title: project.title, description: project.description }),
      siteName: meta('siteName'),
      image: ogImageName({ kind: 'case', id: project.id, locale }),
      imageAlt: project.title,
    }),
    keywords: project.tags,
  };
}
