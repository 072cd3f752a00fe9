import {
  AMOUNT_MAX,
  CHART_BOX,
  defaultState,
  chartGeometry,
  chartPoints,
  clampProjects,
  monthlyProfit,
  multiplier,
  niceStep,
  parseAmount,
  profitPerProject,
  simulate,
  type SimulatorState,
} from '@/lib/profit';
import { formatBRL } from '@/lib/money';

import { OFFER } from '../partnershipFixture';

const DEFAULT_STATE = defaultState(OFFER);

const money = (value: number) => formatBRL(value).replace(/\s/g, ' ');
const state = (overrides: Partial<SimulatorState>): SimulatorState => ({ ...DEFAULT_STATE, ...overrides });

describe('simulate', () => {
  it('gives the documented results for the defaults', () => {
    const result = simulate(DEFAULT_STATE, OFFER);
    expect(money(result.profitPerProject)).toBe('R$ 1.198');
    expect(money(result.monthlyProfit)).toBe('R$ 6.485');
    expect(result.multiplier).toBe('5.0x');
    expect(result.points).toEqual(Array.from({ length: 12 }, (_, i) => ({ qty: i + 1, total: 1297 * (i + 1) })));
  });

  it.each([
    ['price 0', state({ price: 0 }), 0, 5 * 99, '0.0x'],
    ['price below the delivery cost', state({ price: 199 }), 0, 5 * 99, '0.7x'],
    ['price equal to the cost', state({ price: 299 }), 0, 495, '1.0x'],
    ['maintenance off', state({ includeMaintenance: false }), 1198, 5990, '5.0x'],
    ['fee 0 (an empty field)', state({ maintenanceFee: 0 }), 1198, 5990, '5.0x'],
    ['preset 997, 10 projects', state({ price: 997, projects: 10 }), 698, 7970, '3.3x'],
    ['preset 1997, 20 projects', state({ price: 1997, projects: 20 }), 1698, 35940, '6.7x'],
    ['largest price and fee', state({ price: AMOUNT_MAX, projects: 20, maintenanceFee: AMOUNT_MAX }), 999701, 39994020, '3344.5x'],
    ['negative price and fee', state({ price: -500, maintenanceFee: -99 }), 0, 0, '0.0x'],
    ['NaN and Infinity', state({ price: NaN, projects: Infinity, maintenanceFee: Infinity }), 0, 20 * AMOUNT_MAX, '0.0x'],
    ['projects above 20', state({ projects: 99 }), 1198, 20 * 1297, '5.0x'],
    ['projects below 1', state({ projects: -3 }), 1198, 1297, '5.0x'],
  ])('%s', (_, input, perProject, monthly, times) => {
    const result = simulate(input, OFFER);
    expect(result.profitPerProject).toBe(perProject);
    expect(result.monthlyProfit).toBe(monthly);
    expect(result.multiplier).toBe(times);
    for (const value of [result.profitPerProject, result.monthlyProfit, ...result.points.map((p) => p.total)]) {
      expect(Number.isFinite(value) && value >= 0).toBe(true);
    }
  });

  it('charts 12 points with the same price and maintenance', () => {
    const points = chartPoints(state({ price: 997, includeMaintenance: false, projects: 20 }), OFFER);
    expect(points.map((p) => p.qty)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(points.map((p) => p.total)).toEqual(points.map((p) => 698 * p.qty));
  });

  it('keeps profit per project and the multiplier safe on their own', () => {
    expect(profitPerProject(100, OFFER)).toBe(0);
    expect(profitPerProject(1497, OFFER)).toBe(1198);
    expect(multiplier(0, OFFER)).toBe('0.0x');
    expect(multiplier(Number.NaN, OFFER)).toBe('0.0x');
    expect(monthlyProfit(state({ includeMaintenance: false, projects: 1 }), OFFER)).toBe(1198);
  });
});

describe('parseAmount', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['1497', 1497],
    [' 1497 ', 1497],
    ['-50', 0],
    ['-0', 0],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.497,50', 1497.5],
    ['1e9', AMOUNT_MAX],
    ['1e999', AMOUNT_MAX],
    ['-1e999', 0],
    ['abc', 0],
    ['R$ 1.497', 0],
    ['Olá, cole aqui o briefing do cliente', 0],
    ['NaN', 0],
    ['Infinity', AMOUNT_MAX],
  ])('%j counts as %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('clampProjects', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [0, 1],
    [-4, 1],
    [21, 20],
    [1e9, 20],
    [7.6, 8],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
  ])('%p becomes %p', (input, expected) => {
    expect(clampProjects(input)).toBe(expected);
  });
});

describe('chart geometry', () => {
  it.each([
    [0, 250],
    [1000, 500],
    [20, 5],
    [15564, 5000],
    [6485, 2000],
    [40_000_000, 10_000_000],
  ])('rounds the axis step for a maximum of %p to %p', (max, step) => {
    expect(niceStep(max)).toBe(step);
  });

  it('maps the points into the viewBox, rising left to right', () => {
    const geometry = chartGeometry(chartPoints(DEFAULT_STATE, OFFER));
    expect(geometry.dots).toHaveLength(12);
    expect(geometry.dots[0].x).toBe(CHART_BOX.left);
    expect(geometry.dots[11].x).toBe(CHART_BOX.width - CHART_BOX.right);
    for (let i = 1; i < 12; i += 1) expect(geometry.dots[i].y).toBeLessThan(geometry.dots[i - 1].y);
    expect(geometry.yTicks.map((tick) => tick.value)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(geometry.line.startsWith(`M${CHART_BOX.left} `)).toBe(true);
    expect(geometry.area.endsWith('Z')).toBe(true);
  });

  it('draws a flat line on the baseline when nothing is earned', () => {
    const geometry = chartGeometry(chartPoints(state({ price: 0, maintenanceFee: 0 }), OFFER));
    expect(new Set(geometry.dots.map((dot) => dot.y))).toEqual(new Set([geometry.baseline]));
    expect(geometry.line).not.toMatch(/NaN|Infinity/);
  });
});
