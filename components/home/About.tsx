import { getTranslations } from 'next-intl/server';
import { Container, Section, SectionTitle } from '@/components/ui/primitives';
import type { Locale } from '@/lib/i18n/locales';

// Skeleton from the foundation; the section's own issue gives it its content.
export async function About({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <Section id="about">
      <Container>
        <SectionTitle>{t('about')}</SectionTitle>
      </Container>
    </Section>
  );
}
