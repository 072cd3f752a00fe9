import { OFFER } from '../partnershipFixture';

/**
 * The first Intl formatter a page makes loads ICU's locale data: 30 to 80 ms of main thread on a fast
 * machine, measured at the start of / and /partnership. The modules the page's scripts load must not
 * make one as they load, nor to show the simulator's numbers; only a message being sent may.
 */
const made: string[] = [];
const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

beforeEach(() => {
  made.length = 0;
  jest.resetModules();
  jest.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
    made.push('NumberFormat');
    return new RealNumberFormat(...args);
  });
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
    made.push('DateTimeFormat');
    return new RealDateTimeFormat(...args);
  });
});

afterEach(() => jest.restoreAllMocks());

it('loading the contact form, the partnership message and the money helpers makes no Intl formatter', async () => {
  await jest.isolateModulesAsync(async () => {
    await Promise.all([import('@/lib/contact'), import('@/lib/partnershipMessage'), import('@/lib/money')]);
  });
  expect(made).toEqual([]);
});

it('the simulator shows its results and axis labels without one', async () => {
  await jest.isolateModulesAsync(async () => {
    const { formatBRL, formatCompact } = await import('@/lib/money');
    const { defaultState, chartGeometry, simulate } = await import('@/lib/profit');
    const result = simulate(defaultState(OFFER), OFFER);
    [result.profitPerProject, result.monthlyProfit].forEach((value) => formatBRL(value));
    chartGeometry(result.points).yTicks.forEach((tick) => formatCompact(tick.value));
  });
  expect(made).toEqual([]);
});

it('a message being sent makes its date formatter once', async () => {
  await jest.isolateModulesAsync(async () => {
    const { brazilTime } = await import('@/lib/contact');
    brazilTime(new Date('2025-03-14T13:30:00Z'));
    brazilTime(new Date('2025-03-15T13:30:00Z'));
  });
  expect(made).toEqual(['DateTimeFormat']);
});
