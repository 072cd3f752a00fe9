import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/HomePage';
import { ogImageName } from '@/lib/og';
import { pageMetadata } from '@/lib/seo';

const locale = 'pt';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
    siteName: t('siteName'),
    image: ogImageName({ kind: 'home', locale }),
  });
}

export default function Page() {
  setRequestLocale(locale);
  return <HomePage locale={locale} />;
}
