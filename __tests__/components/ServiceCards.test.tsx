import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceCards, type ServiceCard } from '@/components/home/ServiceCards';

const features = (prefix: string) => [1, 2, 3, 4, 5].map((n) => `${prefix} feature ${n}`);
const cards: ServiceCard[] = [
  { id: 'premium-websites', icon: null, title: 'Premium Websites', timeline: '4-6 weeks', investment: 'From $599', description: 'A', features: features('Web') },
  { id: 'interactive-portfolios', icon: null, title: 'Interactive Portfolios', timeline: '3-4 weeks', investment: 'From $299', description: 'B', features: features('Portfolio') },
  { id: 'seo-architecture', icon: null, title: 'SEO & Growth Architecture', timeline: '2-3 weeks', investment: 'From $1,199', description: 'C', features: features('SEO') },
];
const labels = { timeline: 'Timeline', investment: 'Investment', included: "What's included", start: 'Start this project', show: 'See', hide: 'Hide' };

function setup() {
  render(<ServiceCards cards={cards} labels={labels} contactHref="/en#contact" />);
  return {
    user: userEvent.setup(),
    button: (name: string) => screen.getByRole('button', { name }),
  };
}

describe('ServiceCards', () => {
  it('starts with every card collapsed and its details hidden', () => {
    const { button } = setup();
    for (const card of cards) expect(button(card.title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: "What's included" })).not.toBeInTheDocument();
  });

  it('opens a card with its five features and a link to the contact section', async () => {
    const { user, button } = setup();
    await user.click(button('Premium Websites'));
    expect(button('Premium Websites')).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button('Premium Websites').getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(screen.getByRole('heading', { name: "What's included", level: 4 })).toBeVisible();
    expect(panel.querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Start this project' })).toHaveAttribute('href', '/en#contact');
  });

  it('switches to another card, keeping one open at a time', async () => {
    const { user, button } = setup();
    await user.click(button('Premium Websites'));
    await user.click(button('SEO & Growth Architecture'));
    expect(button('Premium Websites')).toHaveAttribute('aria-expanded', 'false');
    expect(button('SEO & Growth Architecture')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Start this project' })).toHaveLength(1);
    expect(screen.getByText('SEO feature 5')).toBeVisible();
  });

  it('collapses the open card when it is clicked again', async () => {
    const { user, button } = setup();
    await user.click(button('Interactive Portfolios'));
    await user.click(button('Interactive Portfolios'));
    expect(button('Interactive Portfolios')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Start this project' })).not.toBeInTheDocument();
  });

  it('works from the keyboard and describes each card with its timeline and investment', async () => {
    const { user, button } = setup();
    await user.tab();
    expect(button('Premium Websites')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Premium Websites')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Premium Websites')).toHaveAccessibleDescription(/4-6 weeks.*From \$599/);
  });
});
