import type { PartnershipCopy } from './copy';
import { StickyBar } from './StickyBar';
import { StickyBarStyle } from './StickyBarStyle';

export function StickyCta({ t, hintId }: { t: PartnershipCopy; hintId: string }) {
  return (
    <>
      <StickyBarStyle />
      <StickyBar label={t('sticky.label')} text={t('sticky.text')} cta={t('sticky.cta')} busyLabel={t('chat.busy')} describedBy={hintId} />
    </>
  );
}
