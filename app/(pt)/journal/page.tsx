import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { JournalIndex } from '@/components/journal/JournalIndex';
import { journalMetadata } from '@/components/journal/metadata';

const locale = 'pt';

export function generateMetadata(): Promise<Metadata> {
  return journalMetadata(locale);
}

export default function Page() {
  setRequestLocale(locale);
  return <JournalIndex locale={locale} />;
}
