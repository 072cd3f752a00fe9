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
 * at a time. Each card's summary ("See what's included", named with the card's title) stretches
 * over the whole card, so the card is what a visitor clicks; an open card spans the full row
 * (CSS in Services). The title stays a real heading, outside the summary.
 */
export function ServiceCards({ cards, labels, contactHref }: ServiceCardsProps) {
  return (
    <div className="service-grid">
      {cards.map((card, index) => (
        <article
          key={card.id}
          className="ui-card service-card"
          data-reveal=""
          style={{ '--reveal-delay': `${stagger(index)}s` } as CSSProperties}
        >
          <div className="service-head">
            <span className="service-icon" aria-hidden="true">
              {card.icon}
            </span>
            <h3 className="service-title">{card.title}</h3>
            <dl className="service-meta">
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
          </div>
          <details name="services" className="service-more">
            <summary className="service-toggle">
              <span className="service-show">{labels.show}</span>
              <span className="service-hide">{labels.hide}</span>
              <span className="visually-hidden">: {card.title}</span>
              <span className="service-chevron" aria-hidden="true" />
            </summary>
            <div className="service-panel">
              <h4>{labels.included}</h4>
              <ul>
                {card.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a className="ui-button service-start" href={contactHref}>
                {labels.start}
              </a>
            </div>
          </details>
        </article>
      ))}
    </div>
  );
}
