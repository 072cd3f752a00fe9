/**
 * The agency profit simulator: pure math shared by the inputs, results and chart. Its numbers are the
 * owner's offer, content/settings/partnership.json (edited at /admin, read and checked at build by
 * lib/owner.ts `getPartnership`), passed in: the page hands them to the simulator and the chat buttons.
 */
import type { PartnershipData } from './content/schema';

/** The partnership's numbers: delivery cost, the simulator's starting price, the preset prices, the maintenance fee. */
export type Offer = PartnershipData;

export const PROJECTS_MIN = 1;
export const PROJECTS_MAX = 20;
export const CHART_POINTS = 12;
/** Prices and fees above this are capped, so pasted or exponent input ('1e9') stays a sane number. */
export const AMOUNT_MAX = 1_000_000;

export type SimulatorState = {
  price: number;
  projects: number;
  includeMaintenance: boolean;
  maintenanceFee: number;
};

export type ChartPoint = { qty: number; total: number };

export type SimulationResult = {
  profitPerProject: number;
  monthlyProfit: number;
  multiplier: string;
  points: ChartPoint[];
};

/** Projects per month before the visitor moves the slider. */
export const DEFAULT_PROJECTS = 5;

/** What the simulator shows before the visitor changes anything: the offer's price and fee, five projects, maintenance in. */
export const defaultState = (offer: Offer): SimulatorState => ({
  price: offer.defaultPrice,
  projects: DEFAULT_PROJECTS,
  includeMaintenance: true,
  maintenanceFee: offer.maintenanceFee,
});

/**
 * A money field's text as a number in 0..AMOUNT_MAX. Empty, negative or non-numeric text counts 0.
 * A comma is the Brazilian decimal mark ('12,5' and '1.497,50'); without a comma a dot is decimal,
 * as in the value of <input type="number">.
 */
export function parseAmount(text: string, max: number = AMOUNT_MAX): number {
  let normalized = text.trim().replace(/\s+/g, '');
  if (normalized === '') return 0;
  if (normalized.includes(',')) normalized = normalized.replace(/\./g, '').replace(',', '.');
  const value = Number(normalized);
  if (Number.isNaN(value) || value <= 0) return 0;
  return Math.min(value, max);
}

/** Projects per month: a whole number in 1..20 (what the slider allows), whatever comes in. */
export function clampProjects(value: number | string): number {
  const number = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  if (Number.isNaN(number)) return PROJECTS_MIN;
  return Math.min(PROJECTS_MAX, Math.max(PROJECTS_MIN, Math.round(number)));
}

/** An amount as the math uses it: non-negative and capped, 0 for NaN. */
const amount = (value: number) => (Number.isNaN(value) || value <= 0 ? 0 : Math.min(value, AMOUNT_MAX));

/** A state from untrusted numbers: everything finite, non-negative and within its range. */
export function sanitizeState(state: SimulatorState): SimulatorState {
  return {
    price: amount(state.price),
    projects: clampProjects(state.projects),
    includeMaintenance: state.includeMaintenance,
    maintenanceFee: amount(state.maintenanceFee),
  };
}

export function profitPerProject(price: number, offer: Offer): number {
  return Math.max(0, amount(price) - offer.deliveryCost);
}

/** Profit per project times projects, plus the maintenance fee per project when it is included. */
export function monthlyProfit(state: SimulatorState, offer: Offer): number {
  const { price, projects, includeMaintenance, maintenanceFee } = sanitizeState(state);
  const maintenance = includeMaintenance ? maintenanceFee * projects : 0;
  return Math.round(profitPerProject(price, offer) * projects + maintenance);
}

/** Price over the delivery cost, one decimal and 'x': '5.0x'. A price of 0 shows '0.0x'. */
export function multiplier(price: number, offer: Offer): string {
  return `${(amount(price) / offer.deliveryCost).toFixed(1)}x`;
}

/** Monthly profit for 1 to 12 projects with the same price and maintenance. */
export function chartPoints(state: SimulatorState, offer: Offer): ChartPoint[] {
  return Array.from({ length: CHART_POINTS }, (_, index) => ({
    qty: index + 1,
    total: monthlyProfit({ ...state, projects: index + 1 }, offer),
  }));
}

export function simulate(state: SimulatorState, offer: Offer): SimulationResult {
  const safe = sanitizeState(state);
  return {
    profitPerProject: Math.round(profitPerProject(safe.price, offer)),
    monthlyProfit: monthlyProfit(safe, offer),
    multiplier: multiplier(safe.price, offer),
    points: chartPoints(safe, offer),
  };
}

export type ChartBox = { width: number; height: number; top: number; right: number; bottom: number; left: number };
export const CHART_BOX: ChartBox = { width: 480, height: 300, top: 16, right: 16, bottom: 40, left: 76 };
const Y_TICKS = 4;

/** A round step (1, 2 or 5 times a power of ten) so that Y_TICKS steps reach at least `max`. */
export function niceStep(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 250;
  const raw = max / Y_TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / magnitude;
  const nice = ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10;
  return nice * magnitude;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Coordinates of the line chart in a fixed viewBox; the SVG scales with its container. */
export function chartGeometry(points: ChartPoint[], box: ChartBox = CHART_BOX) {
  const step = niceStep(Math.max(0, ...points.map((point) => point.total)));
  const top = step * Y_TICKS;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const baseline = box.top + plotHeight;
  const x = (index: number) => round(box.left + (points.length > 1 ? (index * plotWidth) / (points.length - 1) : 0));
  const y = (total: number) => round(baseline - (Math.min(total, top) / top) * plotHeight);
  const dots = points.map((point, index) => ({ ...point, x: x(index), y: y(point.total) }));
  const line = dots.map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' ');
  const area = dots.length ? `${line} L${dots[dots.length - 1].x} ${baseline} L${dots[0].x} ${baseline} Z` : '';
  const yTicks = Array.from({ length: Y_TICKS + 1 }, (_, index) => ({ value: index * step, y: y(index * step) }));
  return { dots, line, area, yTicks, baseline, plotLeft: box.left, plotRight: box.width - box.right };
}
