import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PrivacyPage, privacyMetadata } from '@/components/privacy/PrivacyPage';

const locale = 'en';

export function generateMetadata(): Promise<Metadata> {
  return privacyMetadata(locale);
}

export default function Page() {
  setRequestLocale(locale);
  return <PrivacyPage locale={locale} />;
}
