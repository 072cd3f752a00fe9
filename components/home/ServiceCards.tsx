'use client';

import { useState, type CSSProperties, type ReactNode } from 'react';
import { stagger } from '@/components/motion/Reveal';
import { toggleOpen } from '@/lib/accordion';

export type ServiceCard = {
  id: string;
  icon: ReactNode;
  title: string;
  timeline: string;
  investment: string;
  description: string;
  features: string[];
};

export type ServiceCardsProps = {
  cards: ServiceCard[];
  labels: { timeline: string; investment: string; included: string; start: string; show: string; hide: string };
  contactHref: string;
};

/**
 * The service accordion: each card's title is a button that covers the whole card; one card
 * open at a time, spanning the full row. Styled by Services (server) through class names.
 */
export function ServiceCards({ cards, labels, contactHref }: ServiceCardsProps) {
  const [open, setOpen] = useState<string | null>(null);

  return (
    <div className="service-grid" data-open={open !== null}>
      {cards.map((card, index) => {
        const expanded = open === card.id;
        const panelId = `service-${card.id}-panel`;
        const metaId = `service-${card.id}-meta`;
        return (
          <article
            key={card.id}
            className="service-card"
            data-open={expanded}
            data-reveal=""
            style={{ '--reveal-delay': `${stagger(index)}s` } as CSSProperties}
          >
            <div className="service-head">
              <span className="service-icon" aria-hidden="true">
                {card.icon}
              </span>
              <h3 className="service-title">
                <button
                  type="button"
                  className="service-toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  aria-describedby={metaId}
                  onClick={() => setOpen((current) => toggleOpen(current, card.id))}
                >
                  {card.title}
                </button>
              </h3>
              <dl className="service-meta" id={metaId}>
                <div>
                  <dt>{labels.timeline}</dt>
                  <dd>{card.timeline}</dd>
                </div>
                <div>
                  <dt>{labels.investment}</dt>
                  <dd>{card.investment}</dd>
                </div>
              </dl>
              <p className="service-description">{card.description}</p>
              <span className="service-hint" aria-hidden="true">
                {expanded ? labels.hide : labels.show}
                <span className="service-chevron" />
              </span>
            </div>
            <div className="service-panel" id={panelId} hidden={!expanded}>
              <h4>{labels.included}</h4>
              <ul>
                {card.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a className="service-start" href={contactHref}>
                {labels.start}
              </a>
            </div>
          </article>
        );
      })}
    </div>
  );
}
