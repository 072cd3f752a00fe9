import { render, within } from '@testing-library/react';
import { ServiceCards, type ServiceCard } from '@/components/home/ServiceCards';

const features = (prefix: string) => [1, 2, 3, 4, 5].map((n) => `${prefix} feature ${n}`);
const cards: ServiceCard[] = [
  { id: 'premium-websites', icon: null, title: 'Premium Websites', timeline: '4-6 weeks', investment: 'From $599', description: 'A', features: features('Web') },
  { id: 'interactive-portfolios', icon: null, title: 'Interactive Portfolios', timeline: '3-4 weeks', investment: 'From $299', description: 'B', features: features('Portfolio') },
  { id: 'seo-architecture', icon: null, title: 'SEO & Growth Architecture', timeline: '2-3 weeks', investment: 'From $1,199', description: 'C', features: features('SEO') },
];
const labels = { timeline: 'Timeline', investment: 'Investment', included: "What's included", start: 'Start this project', show: 'See', hide: 'Hide' };

// Opening, closing and one-at-a-time are the browser's (exclusive <details name>): see e2e/home.spec.ts.
describe('ServiceCards', () => {
  it('renders one exclusive disclosure per card, all closed', () => {
    const { container } = render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
    const disclosures = Array.from(container.querySelectorAll('details'));
    expect(disclosures).toHaveLength(3);
    for (const details of disclosures) {
      expect(details).toHaveAttribute('name', 'services');
      expect(details).not.toHaveAttribute('open');
      expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    }
  });

  it('names each toggle by its title and describes it with timeline and investment', () => {
    const { container } = render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
    const summaries = Array.from(container.querySelectorAll('summary'));
    expect(summaries).toHaveLength(3);
    expect(summaries[0]).toHaveAccessibleName('Premium Websites');
    expect(summaries[0]).toHaveAccessibleDescription(/4-6 weeks.*From \$599/);
    expect(within(summaries[2]).getByRole('heading', { level: 3 })).toHaveTextContent('SEO & Growth Architecture');
  });

  it('puts five features and a link to the contact section behind each toggle', () => {
    const { container } = render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
    for (const details of Array.from(container.querySelectorAll('details'))) {
      const panel = details.querySelector('summary + div') as HTMLElement;
      expect(within(panel).getByRole('heading', { level: 4, hidden: true })).toHaveTextContent("What's included");
      expect(panel.querySelectorAll('li')).toHaveLength(5);
      expect(within(panel).getByRole('link', { name: 'Start this project', hidden: true })).toHaveAttribute('href', '/en#contact');
    }
  });

  it('staggers the cards by 0.2 s', () => {
    const { container } = render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
    const delays = Array.from(container.querySelectorAll('details')).map((details) => details.style.getPropertyValue('--reveal-delay'));
    expect(delays).toEqual(['0s', '0.2s', '0.4s']);
  });
});
