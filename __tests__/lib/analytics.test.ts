import { contactChatOpened, newsletterSubmitted, PARTNERSHIP_CHAT_BUTTONS, partnershipChatOpened, track } from '@/lib/analytics';
import { BUDGETS, PROJECT_TYPES } from '@/lib/contact';
import type { LeadSource } from '@/lib/leadSource';

const visitor = {
  name: 'Ana Souza',
  email: 'ana@studio.com',
  project: 'interactive-portfolio',
  budget: '5k-10k',
  message: 'Preciso de um portfólio para o meu estúdio, meu telefone é 11 99999-0000',
};

describe('event payloads', () => {
  it.each(PROJECT_TYPES.flatMap((project) => BUDGETS.map((budget) => [project, budget])))(
    '%s, %s are reported as chosen',
    (project, budget) => {
      expect(contactChatOpened({ project, budget }).props).toEqual({ project, budget });
    },
  );

  it('reports a value that is not one of the options as "other", so free text can never reach the provider', () => {
    expect(contactChatOpened({ project: 'ana@studio.com', budget: '' }).props).toEqual({ project: 'other', budget: 'other' });
  });

  it.each(PARTNERSHIP_CHAT_BUTTONS)('the partnership chat says which button: %s', (button) => {
    expect(partnershipChatOpened(button)).toEqual({ name: 'Partnership chat opened', props: { button } });
  });

  it('the newsletter event carries no address', () => {
    expect(newsletterSubmitted()).toEqual({ name: 'Newsletter submitted' });
  });
});

describe('what brought the visitor, in each event', () => {
  const noted: LeadSource = {
    kind: 'campaign',
    name: 'Instagram',
    medium: 'bio',
    campaign: 'lancamento-2026',
    landing: '/post/web-2030-vision?email=ana@studio.com',
  };

  it('each conversion carries the source name and medium, never the campaign or the landing page', () => {
    expect(contactChatOpened(visitor, noted).props).toEqual({
      project: 'interactive-portfolio',
      budget: '5k-10k',
      source: 'Instagram',
      medium: 'bio',
    });
    expect(partnershipChatOpened('hero', noted).props).toEqual({ button: 'hero', source: 'Instagram', medium: 'bio' });
    expect(newsletterSubmitted(noted)).toEqual({ name: 'Newsletter submitted', props: { source: 'Instagram', medium: 'bio' } });
    const sent = JSON.stringify([contactChatOpened(visitor, noted), partnershipChatOpened('pilot', noted), newsletterSubmitted(noted)]);
    for (const kept of ['/post', 'web-2030-vision', 'ana@studio.com', 'lancamento']) expect(sent).not.toContain(kept);
  });

  it('a site that sent the visitor has no medium; a direct visit says so', () => {
    expect(partnershipChatOpened('sticky', { kind: 'site', name: 'Google', landing: '/' }).props).toEqual({
      button: 'sticky',
      source: 'Google',
    });
    expect(contactChatOpened(visitor, 'direct').props).toEqual({ project: 'interactive-portfolio', budget: '5k-10k', source: 'direct' });
    expect(newsletterSubmitted('direct')).toEqual({ name: 'Newsletter submitted', props: { source: 'direct' } });
  });

  it('a long or multi-line value reaches the provider as short plain text', () => {
    const props = partnershipChatOpened('hero', { kind: 'campaign', name: `a\n${'b'.repeat(5000)}`, medium: 'x\r\ny', landing: '/' }).props;
    expect(props).toEqual({ button: 'hero', source: expect.stringMatching(/^a b+…$/), medium: 'x y' });
    expect(Array.from(props!.source)).toHaveLength(30);
  });
});

describe('track', () => {
  const event = partnershipChatOpened('hero');
  const provider = process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER;

  afterEach(() => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = provider;
    delete window.plausible;
    delete window.umami;
    jest.restoreAllMocks();
  });

  it('hands the event to Plausible as a custom event with properties', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
    window.plausible = jest.fn();
    track(event);
    track(newsletterSubmitted());
    expect(window.plausible).toHaveBeenNthCalledWith(1, 'Partnership chat opened', { props: { button: 'hero' } });
    expect(window.plausible).toHaveBeenNthCalledWith(2, 'Newsletter submitted', undefined);
  });

  it('hands the event to Umami with its data', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'umami';
    window.umami = { track: jest.fn() };
    track(event);
    expect(window.umami.track).toHaveBeenCalledWith('Partnership chat opened', { button: 'hero' });
  });

  it('does nothing when analytics is off, even if a provider script is on the page', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = '';
    window.plausible = jest.fn();
    window.umami = { track: jest.fn() };
    track(event);
    expect(window.plausible).not.toHaveBeenCalled();
    expect(window.umami.track).not.toHaveBeenCalled();
  });

  it('does nothing when the provider script has not loaded (blocked, or not there yet)', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
    expect(() => track(event)).not.toThrow();
  });

  it('never throws when the provider script does, and says so in a warning', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'umami';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.umami = {
      track: () => {
        throw new Error('offline');
      },
    };
    expect(() => track(event)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Analytics: the event was not counted.', expect.any(Error));
  });
});
