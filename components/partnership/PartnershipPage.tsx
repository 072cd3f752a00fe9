import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenAtTop } from '@/components/layout/OpenAtTop';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { pathOf, type Locale } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import { DELIVERY_COST } from '@/lib/profit';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo';
import { partnershipServiceLd } from '@/lib/structuredData';
import { Benefits } from './Benefits';
import { ChatButtonStyle } from './ChatButtonStyle';
import { getPartnershipCopy } from './copy';
import { HowItWorks } from './HowItWorks';
import { PartnershipHero } from './PartnershipHero';
import { PilotCta } from './PilotCta';
import { SimulatorSection } from './SimulatorSection';
import { StickyCta } from './StickyCta';

const CHAT_HINT_ID = 'partnership-chat-hint';

/** The page's title, description and social image: Portuguese only, like the page (/partnership). */
export async function partnershipMetadata(locale: Locale): Promise<Metadata> {
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

/** The agency partnership landing page, Brazilian Portuguese only. */
export async function PartnershipPage() {
  const { features } = site;
  const t = await getPartnershipCopy();
  return (
    <SiteShell locale="pt" path={pathOf('partnership')}>
      <OpenAtTop />
      <ChatButtonStyle />
      <p id={CHAT_HINT_ID} hidden>
        {t('chat.hint')}
      </p>
      <PartnershipHero t={t} hintId={CHAT_HINT_ID} />
      <HowItWorks t={t} showStepFour={features.partnershipStepFour} />
      <Benefits t={t} />
      <SimulatorSection t={t} showPresets={features.presetPrices} showMaintenanceToggle={features.maintenanceToggle} />
      <PilotCta t={t} hintId={CHAT_HINT_ID} />
      <StickyCta t={t} hintId={CHAT_HINT_ID} />
      <JsonLd
        data={partnershipServiceLd({
          name: t('hero.badge'),
          description: t('metadata.description'),
          price: DELIVERY_COST,
          deliveryHours: 48,
        })}
      />
    </SiteShell>
  );
}
