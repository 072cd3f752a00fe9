'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { AnimatePresence, m } from 'framer-motion';
import { LazyMotionProvider } from '@/components/motion/LazyMotionProvider';
import { lockScroll, unlockScroll } from '@/components/motion/scroll';
import { trapTab } from '@/lib/focusTrap';
import type { MobileMenuProps } from './MobileMenu';

type Props = Omit<MobileMenuProps, 'labels'> & {
  id: string;
  open: boolean;
  labels: Omit<MobileMenuProps['labels'], 'open'>;
  /** Closes the dialog; `returnFocus` false when the visitor moves on (a link, a wider screen). */
  onClose: (returnFocus?: boolean) => void;
};

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The dialog of the mobile menu, with its framer-motion slide. It lives in its own chunk, which
 * MobileMenu fetches once the page is idle, so no page pays for the animation library up front.
 */
export function MobileMenuPanel({ id, open, links, partnership, cta, labels, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    lockScroll();
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && onClose(false);
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
      unlockScroll();
    };
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (panel.current) {
      trapTab(event, panel.current);
    }
  };

  const choose = () => onClose(false);

  return (
    <LazyMotionProvider>
      <AnimatePresence>
        {open && (
          <div className="menu-layer" key="menu">
            <m.div
              className="menu-backdrop"
              data-testid="menu-backdrop"
              aria-hidden="true"
              onClick={() => onClose()}
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
            />
            <m.div
              ref={panel}
              id={id}
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
                <button type="button" className="menu-close" aria-label={labels.close} onClick={() => onClose()}>
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
