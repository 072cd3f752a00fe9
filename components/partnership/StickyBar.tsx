'use client';

import { useEffect, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import type { PartnershipChat } from '@/lib/partnershipMessage';
import { ChatButton } from './ChatButton';

export const STICKY_THRESHOLD = 420;

type Props = { chat: PartnershipChat; label: string; text: string; cta: string; busyLabel: string; describedBy?: string };

/**
 * The bottom call to action, shown once the page is scrolled past 420 px. It steps aside while
 * the footer is on screen so it never covers it. Hidden means invisible and inert (not focusable),
 * never while it holds the keyboard's focus: a visitor tabbing onto it as the footer arrives would
 * otherwise see the focused button slide off the screen. Its CSS is StickyBarStyle, beside it.
 */
export const StickyBar = island(LiveStickyBar);

function LiveStickyBar({ chat, label, text, cta, busyLabel, describedBy }: Props) {
  const [scrolled, setScrolled] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > STICKY_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    const footer = document.querySelector('footer');
    const observer =
      footer && 'IntersectionObserver' in window ? new IntersectionObserver(([entry]) => setFooterInView(entry.isIntersecting)) : null;
    if (footer) observer?.observe(footer);
    return () => {
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, []);

  const shown = focused || (scrolled && !footerInView);

  return (
    <aside
      className="sticky-bar"
      aria-label={label}
      data-shown={shown}
      aria-hidden={!shown}
      inert={!shown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <p className="sticky-text">{text}</p>
      <ChatButton placement="sticky" chat={chat} className="sticky-cta" label={cta} busyLabel={busyLabel} describedBy={describedBy} />
    </aside>
  );
}
