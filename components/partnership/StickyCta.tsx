import type { PartnershipChat } from '@/lib/partnershipMessage';
import type { PartnershipCopy } from './copy';
import { StickyBar } from './StickyBar';
import { StickyBarStyle } from './StickyBarStyle';

export function StickyCta({ t, hintId, chat }: { t: PartnershipCopy; hintId: string; chat: PartnershipChat }) {
  return (
    <>
      <StickyBarStyle />
      <StickyBar
        chat={chat}
        label={t('sticky.label')}
        text={t('sticky.text')}
        cta={t('sticky.cta')}
        busyLabel={t('chat.busy')}
        describedBy={hintId}
      />
    </>
  );
}
