'use client';

import { useEffect, useRef, useState } from 'react';
import { partnershipChatOpened, track, type PartnershipChatButton } from '@/lib/analytics';
import { partnershipChatUrl } from '@/lib/partnershipMessage';

export const CHAT_DELAY_MS = 800;

type Props = { placement: PartnershipChatButton; label: string; busyLabel: string; describedBy?: string; className?: string };

/**
 * Opens the partnership chat after a short busy face. Busy is aria-disabled rather than
 * `disabled` so keyboard focus stays on the button; the ref guard ignores repeat clicks.
 */
export function ChatButton({ placement, label, busyLabel, describedBy, className }: Props) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    timer.current = window.setTimeout(() => {
      window.open(partnershipChatUrl(window.location.host, new Date()), '_blank', 'noopener,noreferrer');
      track(partnershipChatOpened(placement));
      busyRef.current = false;
      setBusy(false);
    }, CHAT_DELAY_MS);
  };

  return (
    <button
      type="button"
      className={className}
      onClick={open}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      data-busy={busy || undefined}
    >
      <svg className="chat-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {busy ? busyLabel : label}
    </button>
  );
}
