import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPartnershipCopy } from '@/components/partnership/copy';
import { PartnershipPage } from '@/components/partnership/PartnershipPage';
import { pathOf } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import { pageMetadata } from '@/lib/seo';

const locale = 'pt';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const copy = await getPartnershipCopy();
  return pageMetadata({
    locale,
    path: pathOf('partnership'),
    title: copy('metadata.title'),
    description: copy('metadata.description'),
    siteName: t('siteName'),
    image: ogImageName({ kind: 'partnership' }),
  });
}

export default function Page() {
  setRequestLocale(locale);
  return <PartnershipPage />;
}
