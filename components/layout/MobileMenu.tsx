'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

type MenuLink = { href: string; label: string };

export type MobileMenuProps = {
  links: MenuLink[];
  partnership: MenuLink;
  cta: MenuLink;
  labels: { open: string; close: string; title: string; footer: string };
};

type Panel = typeof import('./MobileMenuPanel').MobileMenuPanel;

let panelCode: Promise<Panel> | undefined;
/** The dialog and its animation code (framer-motion and its features), fetched once per page. */
function loadPanel(): Promise<Panel> {
  panelCode ??= Promise.all([import('./MobileMenuPanel'), import('@/components/motion/features')]).then(
    ([module]) => module.MobileMenuPanel,
  );
  return panelCode;
}

const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * The menu button below 768 px and, once its code has arrived, the dialog it opens. The button is
 * in the HTML and works from hydration on; the dialog's code is fetched when the page has loaded
 * and is idle (on phones only), or at the first press, so it never competes with the first paint.
 * Styled by its server parent (Header) through class names.
 */
export function MobileMenu({ links, partnership, cta, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [MenuPanel, setMenuPanel] = useState<Panel | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const load = useCallback(() => loadPanel().then((panel) => setMenuPanel(() => panel)), []);

  useEffect(() => {
    if (!window.matchMedia(MOBILE_QUERY).matches) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(() => void load(), { timeout: 3000 }) : window.setTimeout(() => void load(), 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [load]);

  const show = () => {
    void load().then(() => setOpen(true));
  };

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) opener.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={labels.open}
        onClick={show}
      >
        <span aria-hidden="true" className="menu-bars" />
      </button>
      {MenuPanel && (
        <MenuPanel
          id={panelId}
          open={open}
          links={links}
          partnership={partnership}
          cta={cta}
          labels={{ close: labels.close, title: labels.title, footer: labels.footer }}
          onClose={close}
        />
      )}
    </>
  );
}
