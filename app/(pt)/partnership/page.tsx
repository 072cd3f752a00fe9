import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPartnershipCopy } from '@/components/partnership/copy';
import { PartnershipPage } from '@/components/partnership/PartnershipPage';
import { ogImageName } from '@/lib/og';
import { pageMetadata } from '@/lib/seo';

const locale = 'pt';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const copy = await getPartnershipCopy();
  return pageMetadata({
    locale,
    path: '/partnership',
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
