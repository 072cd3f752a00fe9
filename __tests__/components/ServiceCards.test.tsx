import { render, screen, within } from '@testing-library/react';
import { ServiceCards, type ServiceCard } from '@/components/home/ServiceCards';

const cards: ServiceCard[] = ['Premium Websites', 'Interactive Portfolios', 'SEO & Growth Architecture'].map((title, index) => ({
  id: ['premium-websites', 'interactive-portfolios', 'seo-architecture'][index],
  icon: null,
  title,
  timeline: `${index + 2}-${index + 4} weeks`,
  investment: `From $${index + 1}99`,
  description: title,
  features: [1, 2, 3, 4, 5].map((n) => `${title} feature ${n}`),
}));
const labels = {
  timeline: 'Timeline',
  investment: 'Investment',
  included: "What's included",
  start: 'Start this project',
  show: 'See',
  hide: 'Hide',
};

// Opening, closing and one-at-a-time are the browser's (exclusive <details name>): see engines/scenarios.ts (a service card, in every engine).
describe('ServiceCards', () => {
  it('renders one card per service with its facts and one exclusive disclosure, all closed', () => {
    render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    articles.forEach((article, index) => {
      expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(cards[index].title);
      expect(article).toHaveTextContent(`Timeline${cards[index].timeline}Investment${cards[index].investment}`);
      const details = article.querySelector('details')!;
      expect(details).toHaveAttribute('name', 'services');
      expect(details).not.toHaveAttribute('open');
      expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    });
  });

  it('names each toggle by what it shows and the card it belongs to (its visible words first)', () => {
    const { container } = render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
    const summaries = Array.from(container.querySelectorAll('summary'));
    expect(summaries).toHaveLength(3);
    // jsdom applies no CSS, so both faces (See / Hide) are in the text here; the browser shows one.
    expect(summaries[0]).toHaveTextContent(/^SeeHide: Premium Websites$/);
    expect(summaries[2]).toHaveTextContent(/: SEO & Growth Architecture$/);
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
});
