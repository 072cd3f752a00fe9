import type { Locale } from '@/lib/i18n/locales';

export async function Testimonials({ locale }: { locale: Locale }) {
  void locale;
  return null;
}
