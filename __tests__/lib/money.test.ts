import { formatBRL, formatCompact, formatPrice } from '@/lib/money';
import { getPartnership } from '@/lib/owner';
import { AMOUNT_MAX, CHART_POINTS, PROJECTS_MAX, chartGeometry, chartPoints } from '@/lib/profit';

// What the page would show, with the no-break spaces read as spaces.
const money = (value: number) => formatBRL(value).replace(/\s/g, ' ');
const short = (value: number) => formatCompact(value).replace(/\s/g, ' ');

// The reference: what Intl writes in Brazilian Portuguese (Node's ICU).
const intlBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const intlCompact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

describe('formatBRL', () => {
  it.each([
    [Number.NaN, 'R$ 0'],
    [Number.POSITIVE_INFINITY, 'R$ 0'],
  ])('formats %p as %p, where Intl would write NaN or ∞ (every number: the Intl test below)', (value, text) => {
    expect(money(value)).toBe(text);
  });

  it('writes exactly what Intl writes, no-break space included, over the simulator range and beyond', () => {
    const values = [-0, -0.4, -1, -999.5, 0.49, 0.5, 999.5, 1000, 123456.78, AMOUNT_MAX, AMOUNT_MAX * PROJECTS_MAX * CHART_POINTS];
    for (let value = 0; value <= 2_000_000; value += 997.35) values.push(value, -value);
    for (let digits = 1; digits <= 18; digits += 1) values.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 0.5);
    for (const value of values) expect([value, formatBRL(value)]).toEqual([value, intlBRL.format(value)]);
  });
});

describe('formatCompact', () => {
  it.each([[Number.NaN, '0']])('shortens %p to %p, where Intl would write NaN (every number: the Intl tests below)', (value, text) => {
    expect(short(value)).toBe(text);
  });

  it('writes exactly what Intl writes for every axis label the chart can draw', () => {
    const offer = getPartnership();
    const labels = new Set<number>();
    for (let price = 0; price <= AMOUNT_MAX; price += 7919) {
      for (const projects of [1, 5, PROJECTS_MAX]) {
        const state = { price, projects, includeMaintenance: true, maintenanceFee: price / 10 };
        for (const tick of chartGeometry(chartPoints(state, offer)).yTicks) labels.add(tick.value);
      }
    }
    expect(labels.size).toBeGreaterThan(20);
    for (const value of labels) expect([value, formatCompact(value)]).toEqual([value, intlCompact.format(value)]);
  });

  it('writes exactly what Intl writes from units to trillions, fractions and negatives included', () => {
    const values = [-0, 0.5, 12.25, -999.95, 1e15, 1.5e15];
    for (let digits = 1; digits <= 15; digits += 1) {
      const power = 10 ** digits;
      values.push(power - 1, power, power + 1, power * 1.05, power * 0.9995, power * 0.99949, -power * 1.25);
    }
    for (let value = 0; value <= 3_000_000; value += 1237) values.push(value);
    for (const value of values) expect([value, formatCompact(value)]).toEqual([value, intlCompact.format(value)]);
  });
});

describe('formatPrice', () => {
  it.each([
    [2997, 'BRL', 'R$2.997'],
    [997, 'BRL', 'R$997'],
    [1_000_000, 'BRL', 'R$1.000.000'],
    [599, 'USD', '$599'],
    [1199, 'USD', '$1,199'],
    [1_234_567, 'USD', '$1,234,567'],
  ] as const)('writes %p %s as a card does: %s', (amount, currency, text) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });
});
