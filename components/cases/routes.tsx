import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { pageRoute } from '@/components/layout/pageRoute';
import type { Locale } from '@/lib/i18n/locales';
import { getProject, getProjectIds } from '@/lib/projects';
import { CaseIndex } from './CaseIndex';
import { CasePage } from './CasePage';
import { caseMetadata, casesMetadata } from './metadata';
// Its pages render once the content is made (lib/contentReady.ts).
import '@/lib/contentReady';

// The case pages, once for both languages: each page file under app/ passes its locale and
// re-exports these (and sets `dynamicParams = false`, which Next reads from the file).

type Params = { params: Promise<{ id: string }> };

/** /projetos and /en/projects. */
export const caseIndexRoute = (locale: Locale) => pageRoute(locale, casesMetadata, CaseIndex);

/** /projetos/<id> and /en/projects/<id>: one page per case this build publishes. */
export function caseRoute(locale: Locale) {
  const find = async ({ params }: Params) => getProject((await params).id, { locale });
  return {
    generateStaticParams: () => getProjectIds().map((id) => ({ id })),
    generateMetadata: async (props: Params): Promise<Metadata> => {
      const project = await find(props);
      return project ? caseMetadata(locale, project) : {};
    },
    Page: async function CaseRoute(props: Params) {
      setRequestLocale(locale);
      const project = await find(props);
      if (!project) notFound();
      return <CasePage locale={locale} project={project} />;
    },
  };
}
