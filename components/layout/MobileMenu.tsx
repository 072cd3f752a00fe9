'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type RefObject, type ToggleEvent } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { lockScroll, unlockScroll } from '@/components/motion/scroll';
import { trapTab } from '@/lib/focusTrap';
import { ThemeSwitch } from '@/components/ui/ThemeSwitch';

type MenuLink = { href: string; label: string };

export type MobileMenuProps = {
  links: MenuLink[];
  partnership: MenuLink;
  cta: MenuLink;
  labels: { open: string; close: string; title: string; footer: string; theme: string };
};

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Browsers expose a popover button's expanded state themselves; written out once hydrated, it also
 * reaches assistive technology that reads only the attribute. Not rendered by React: in the server
 * HTML a fixed "false" would override the browser's own state for a menu opened before hydration.
 */
const showExpanded = (button: HTMLButtonElement | null, open: boolean) => button?.setAttribute('aria-expanded', String(open));

/** False in a browser without the Popover API, where `:popover-open` is not even a valid selector. */
const isOpen = (menu: HTMLElement) => 'hidePopover' in menu && menu.matches(':popover-open');

/**
 * The menu below 768 px: a popover the button opens with no script at all (so a tap before the
 * page's scripts run still opens it, and so does one with scripts off), exposed as a modal dialog. The browser closes it on Escape,
 * on a tap outside and with the close button, and moves focus to the close button (autofocus);
 * a link chosen in it closes it too (lib/headScript.ts). Once hydrated, this island adds what the
 * platform lacks: the scroll lock for smooth scrolling, Tab kept inside, focus back on the button
 * after a tap outside, and closing at 768 px and wider. Its CSS: MobileMenuStyle, beside it. Should
 * the island fail, the same markup stays without those additions: the native menu still opens,
 * closes and leads everywhere.
 */
export const MobileMenu = island(LiveMobileMenu, MenuMarkup);

function LiveMobileMenu(props: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = panel.current;
    if (!menu) return;
    // Opened before hydration: the CSS already holds the page; smooth scrolling must hold too.
    if (isOpen(menu)) lockScroll();
    showExpanded(opener.current, isOpen(menu));
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => wide.matches && isOpen(menu) && menu.hidePopover();
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, []);

  const onBeforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') lockScroll();
    else unlockScroll();
  };

  // Opening focuses the close button (autofocus in the HTML; here too for a page rendered in the
  // browser, where React does not write the attribute). A tap outside leaves focus nowhere, while
  // Escape and the close button already return it to the menu button.
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const menu = event.currentTarget;
    const focus = document.activeElement;
    showExpanded(opener.current, event.newState === 'open');
    if (event.newState === 'open' && !menu.contains(focus)) menu.querySelector<HTMLElement>('.menu-close')?.focus();
    if (event.newState === 'closed' && (!focus || focus === document.body)) opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panel.current) trapTab(event, panel.current);
  };

  return <MenuMarkup {...props} panel={panel} opener={opener} onBeforeToggle={onBeforeToggle} onToggle={onToggle} onKeyDown={onKeyDown} />;
}

type MarkupProps = MobileMenuProps & {
  panel?: RefObject<HTMLDivElement | null>;
  opener?: RefObject<HTMLButtonElement | null>;
  onBeforeToggle?: (event: ToggleEvent<HTMLDivElement>) => void;
  onToggle?: (event: ToggleEvent<HTMLDivElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/** The button and the popover: all a visitor needs, with or without the island's additions. */
function MenuMarkup({ links, partnership, cta, labels, panel, opener, onBeforeToggle, onToggle, onKeyDown }: MarkupProps) {
  // The 404 page carries a header per language: ids must differ.
  const menuId = useId();
  const titleId = `${menuId}title`;

  return (
    <>
      <button ref={opener} type="button" className="menu-button" popoverTarget={menuId} aria-label={labels.open}>
        <span aria-hidden="true" className="menu-bars" />
      </button>
      <div
        ref={panel}
        id={menuId}
        popover="auto"
        className="menu-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onBeforeToggle={onBeforeToggle}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
      >
        <div className="menu-top">
          <p id={titleId} className="menu-title">
            {labels.title}
          </p>
          <button
            type="button"
            className="menu-close"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            aria-label={labels.close}
            // Focused by the browser when the popover opens (its focusing steps), not at page load.
            autoFocus
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav className="menu-links" aria-labelledby={titleId}>
          {[...links, partnership].map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
        <a className="ui-button menu-cta" href={cta.href}>
          {cta.label}
        </a>
        <div className="menu-footer">
          <p>{labels.footer}</p>
          <ThemeSwitch label={labels.theme} />
        </div>
      </div>
    </>
  );
}
