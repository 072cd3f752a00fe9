'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AnimatePresence, m } from 'framer-motion';
import { LazyMotionProvider } from '@/components/motion/LazyMotionProvider';
import { lockScroll, unlockScroll } from '@/components/motion/scroll';
import { trapTab } from '@/lib/focusTrap';

type MenuLink = { href: string; label: string };

export type MobileMenuProps = {
  links: MenuLink[];
  partnership: MenuLink;
  cta: MenuLink;
  labels: { open: string; close: string; title: string; footer: string };
};

const DESKTOP_QUERY = '(min-width: 768px)';

/** The dialog menu below 768 px. Styled by its server parent (Header) through class names. */
export function MobileMenu({ links, partnership, cta, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  const close = useCallback((returnFocus = true) => {
    unlockScroll();
    setOpen(false);
    if (returnFocus) opener.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    lockScroll();
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && close(false);
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
      unlockScroll();
    };
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (panel.current) {
      trapTab(event, panel.current);
    }
  };

  const choose = () => close(false);

  return (
    <LazyMotionProvider>
      <button
        ref={opener}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={labels.open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className="menu-bars" />
      </button>
      <AnimatePresence>
        {open && (
          <div className="menu-layer" key="menu">
            <m.div
              className="menu-backdrop"
              data-testid="menu-backdrop"
              aria-hidden="true"
              onClick={() => close()}
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
            />
            <m.div
              ref={panel}
              id={panelId}
              className="menu-panel"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              onKeyDown={onKeyDown}
              initial={{ x: '100%' }}
              animate={{ x: 0 }}
              exit={{ x: '100%' }}
              transition={{ type: 'tween', duration: 0.3, ease: [0.22, 1, 0.36, 1] }}
            >
              <div className="menu-top">
                <p id={titleId} className="menu-title">
                  {labels.title}
                </p>
                <button type="button" className="menu-close" aria-label={labels.close} onClick={() => close()}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <nav className="menu-links" aria-labelledby={titleId}>
                {[...links, partnership].map((link) => (
                  <a key={link.href} href={link.href} onClick={choose}>
                    {link.label}
                  </a>
                ))}
              </nav>
              <a className="menu-cta" href={cta.href} onClick={choose}>
                {cta.label}
              </a>
              <p className="menu-footer">{labels.footer}</p>
            </m.div>
          </div>
        )}
      </AnimatePresence>
    </LazyMotionProvider>
  );
}
