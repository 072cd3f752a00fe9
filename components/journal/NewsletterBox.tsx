import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import integrations from '@/lib/integrations.json';
import { privacyHref } from '@/lib/privacy';
import { Card } from '@/components/ui/primitives';
import { media } from '@/lib/theme';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterFormStyle } from './NewsletterFormStyle';

const Box = styled(Card)`
  display: grid;
  gap: var(--space-8);
  margin-top: var(--space-16);
  padding: clamp(1.75rem, 4vw, 3rem);
  background: radial-gradient(120% 140% at 100% 0%, var(--color-violet-16), transparent 55%), var(--color-surface);
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
  h3 {
    font-size: var(--size-xl);
  }
  .newsletter-text {
    margin-top: var(--space-3);
    color: var(--color-muted);
  }
`;

/** The home page's newsletter box: words on the server, the form as a small island. */
export async function NewsletterBox({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const privacy = await getTranslations({ locale, namespace: 'Privacy' });
  return (
    <Box>
      <div>
        <h3>{t('title')}</h3>
        <p className="newsletter-text">{t('text')}</p>
      </div>
      <NewsletterFormStyle />
      <NewsletterForm
        action={integrations.newsletterAction}
        privacyHref={privacyHref(locale)}
        labels={{
          email: t('emailLabel'),
          placeholder: t('placeholder'),
          subscribe: t('subscribe'),
          note: t('note'),
          closedNote: t('closedNote'),
          privacy: privacy('link'),
          newTab: t('newTab'),
          notOpen: t('notOpen'),
        }}
      />
    </Box>
  );
}
