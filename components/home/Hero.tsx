import { getTranslations } from 'next-intl/server';
import { Container, Section } from '@/components/ui/primitives';
import type { Locale } from '@/lib/i18n/locales';

// Skeleton from the foundation; the section's own issue gives it its content.
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <Section id="hero">
      <Container>
        <h1>{t('siteName')}</h1>
      </Container>
    </Section>
  );
}
