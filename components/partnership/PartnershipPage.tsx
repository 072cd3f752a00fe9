import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenAtTop } from '@/components/layout/OpenAtTop';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { pathOf, type Locale } from '@/lib/i18n/locales';
import { firstNameOf } from '@/lib/i18n/ownerWords';
import { ogImageName } from '@/lib/og';
import { getPartnership, getSettings } from '@/lib/owner';
import type { PartnershipChat } from '@/lib/partnershipMessage';
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
  const { ownerName, whatsapp } = getSettings();
  const offer = getPartnership();
  // The chat buttons and the simulator are islands: the owner's content reaches them as plain values.
  const chat: PartnershipChat = { phone: whatsapp.partnership, firstName: firstNameOf(ownerName), offer };
  return (
    <SiteShell locale="pt" path={pathOf('partnership')}>
      <OpenAtTop />
      <ChatButtonStyle />
      <p id={CHAT_HINT_ID} hidden>
        {t('chat.hint')}
      </p>
      <PartnershipHero t={t} hintId={CHAT_HINT_ID} chat={chat} />
      <HowItWorks t={t} showStepFour={features.partnershipStepFour} />
      <Benefits t={t} />
      <SimulatorSection t={t} offer={offer} showPresets={features.presetPrices} showMaintenanceToggle={features.maintenanceToggle} />
      <PilotCta t={t} hintId={CHAT_HINT_ID} chat={chat} />
      <StickyCta t={t} hintId={CHAT_HINT_ID} chat={chat} />
      <JsonLd
        data={partnershipServiceLd({
          name: t('hero.badge'),
          description: t('metadata.description'),
          price: offer.deliveryCost,
          deliveryHours: 48,
        })}
      />
    </SiteShell>
  );
}
