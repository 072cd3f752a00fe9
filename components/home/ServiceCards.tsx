import type { CSSProperties, ReactNode } from 'react';
import { stagger } from '@/components/motion/Reveal';

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
 * The service accordion, with no script: exclusive `<details name="services">` keep one card open
 * at a time, and the whole head of a card is its `<summary>`. An open card spans the full row
 * (CSS in Services). A summary holds phrasing content only, so the card's facts are spans.
 */
export function ServiceCards({ cards, labels, contactHref }: ServiceCardsProps) {
  return (
    <div className="service-grid">
      {cards.map((card, index) => {
        const titleId = `service-${card.id}-title`;
        const metaId = `service-${card.id}-meta`;
        return (
          <details
            key={card.id}
            name="services"
            className="service-card"
            data-reveal=""
            style={{ '--reveal-delay': `${stagger(index)}s` } as CSSProperties}
          >
            <summary className="service-head" aria-labelledby={titleId} aria-describedby={metaId}>
              <span className="service-icon" aria-hidden="true">
                {card.icon}
              </span>
              <h3 className="service-title" id={titleId}>
                {card.title}
              </h3>
              <span className="service-meta" id={metaId}>
                <span>
                  <span className="service-meta-label">{labels.timeline}</span> <strong>{card.timeline}</strong>
                </span>
                <span>
                  <span className="service-meta-label">{labels.investment}</span> <strong>{card.investment}</strong>
                </span>
              </span>
              <span className="service-description">{card.description}</span>
              <span className="service-hint" aria-hidden="true">
                <span className="service-show">{labels.show}</span>
                <span className="service-hide">{labels.hide}</span>
                <span className="service-chevron" />
              </span>
            </summary>
            <div className="service-panel">
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
          </details>
        );
      })}
    </div>
  );
}
