'use client';

import { useEffect, useRef, useState, type MouseEvent, type MouseEventHandler } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { flushAddress } from '@/lib/addressBar';
import { classNames } from '@/lib/classNames';
import { partnershipChatOpened, track, type PartnershipChatButton } from '@/lib/analytics';
import { openChatTab, type ChatTab } from '@/lib/chatTab';
import { notedSourceLine, readNotedSource } from '@/lib/leadSource';
import { PARTNERSHIP_SOURCE_WORDS, partnershipChatUrl, type PartnershipChat } from '@/lib/partnershipMessage';
import { site } from '@/lib/site';
import { readSimulation } from '@/lib/simulationUrl';

export const CHAT_DELAY_MS = 800;

type Props = {
  placement: PartnershipChatButton;
  /** The owner's number, first name and offer (lib/owner.ts), from the page. */
  chat: PartnershipChat;
  label: string;
  busyLabel: string;
  describedBy?: string;
  className?: string;
};

/** Before the scripts run (and for a tab the browser blocks) the link itself opens the chat, undated. */
const htmlChatUrl = (chat: PartnershipChat) => partnershipChatUrl(chat, new URL(site.url).host);

/**
 * A link to the partnership chat that works with no script at all. Once hydrated, a tap asks for
 * the tab at once (lib/chatTab.ts), shows a busy face for 800 ms, then sends the tab to the chat
 * with the page's host, the São Paulo time, the simulation the URL carries, if any, and what brought
 * the visitor, if this tab noted a campaign or a site (lib/leadSource.ts). Busy is
 * aria-disabled, so focus stays on it; the ref guard ignores repeat taps. A modified click (new tab,
 * new window) is left to the browser. Should the dated message fail to build, the tab still goes to
 * the chat, with the undated message; should the island itself fail, the plain link takes its place.
 */
export const ChatButton = island(LiveChatButton, PlainChatButton);

function LiveChatButton({ placement, chat: owner, label, busyLabel, describedBy, className }: Props) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const chat = useRef<ChatTab | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      chat.current?.discard();
    },
    [],
  );

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (busyRef.current) {
      event.preventDefault();
      return;
    }
    // A click that asks for a new tab or window, or a tab the browser blocked: the link opens the
    // chat itself (a browser allows that for a tap on a link).
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const tab = modified ? null : openChatTab({ text: busyLabel, lang: 'pt-BR' });
    if (!tab?.opened) {
      track(partnershipChatOpened(placement, readNotedSource()));
      return;
    }
    event.preventDefault();
    flushAddress(); // The URL is the simulator's shared state: its last change first.
    const simulation = readSimulation(window.location.search, owner.offer);
    chat.current = tab;
    busyRef.current = true;
    setBusy(true);
    timer.current = window.setTimeout(() => {
      try {
        if (tab.navigate(datedChatUrl(owner, simulation))) track(partnershipChatOpened(placement, readNotedSource()));
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    }, CHAT_DELAY_MS);
  };

  return (
    <ChatLink
      href={htmlChatUrl(owner)}
      label={busy ? busyLabel : label}
      describedBy={describedBy}
      className={className}
      onClick={open}
      busy={busy}
    />
  );
}

/** The message with the page's host, the São Paulo time, the simulation and what brought the visitor; the link's own message if that cannot be built. */
function datedChatUrl(chat: PartnershipChat, simulation: ReturnType<typeof readSimulation>): string {
  try {
    return partnershipChatUrl(chat, window.location.host, new Date(), simulation, [notedSourceLine(PARTNERSHIP_SOURCE_WORDS)]);
  } catch (error) {
    console.warn('Partnership chat: the dated message could not be built; the chat opens with the plain one.', error);
    return htmlChatUrl(chat);
  }
}

/** The same link with no script of its own: what a failed island leaves behind. */
function PlainChatButton({ chat, label, describedBy, className }: Props) {
  return <ChatLink href={htmlChatUrl(chat)} label={label} describedBy={describedBy} className={className} />;
}

type ChatLinkProps = {
  href: string;
  label: string;
  describedBy?: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  busy?: boolean;
};

function ChatLink({ href, label, describedBy, className, onClick, busy = false }: ChatLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classNames('ui-button chat-button', className)}
      onClick={onClick}
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
      {label}
    </a>
  );
}
