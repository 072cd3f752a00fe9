import copy from '@/messages/partnership.pt.json';
import { OpenAtTop } from '@/components/layout/OpenAtTop';
import { SiteShell } from '@/components/layout/SiteShell';
import { JsonLd } from '@/components/seo/JsonLd';
import { DELIVERY_COST } from '@/lib/profit';
import { site } from '@/lib/site';
import { partnershipServiceLd } from '@/lib/structuredData';
import { Benefits } from './Benefits';
import { ChatButtonStyle } from './ChatButtonStyle';
import { HowItWorks } from './HowItWorks';
import { PartnershipHero } from './PartnershipHero';
import { PilotCta } from './PilotCta';
import { SimulatorSection } from './SimulatorSection';
import { StickyCta } from './StickyCta';

const CHAT_HINT_ID = 'partnership-chat-hint';

/** The agency partnership landing page, Brazilian Portuguese only (spec section 2). */
export function PartnershipPage() {
  const { features } = site;
  return (
    <SiteShell locale="pt" path="/partnership">
      <OpenAtTop />
      <ChatButtonStyle />
      <JsonLd
        data={partnershipServiceLd({
          name: copy.hero.badge,
          description: copy.metadata.description,
          price: DELIVERY_COST,
          deliveryHours: 48,
        })}
      />
      <p id={CHAT_HINT_ID} hidden>
        {copy.chat.hint}
      </p>
      <PartnershipHero hintId={CHAT_HINT_ID} />
      <HowItWorks showStepFour={features.partnershipStepFour} />
      <Benefits />
      <SimulatorSection showPresets={features.presetPrices} showMaintenanceToggle={features.maintenanceToggle} />
      <PilotCta hintId={CHAT_HINT_ID} />
      <StickyCta hintId={CHAT_HINT_ID} />
    </SiteShell>
  );
}
