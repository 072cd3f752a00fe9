/**
 * Money on the partnership page: Brazilian reais with no decimals (R$ 1.497), as agencies quote prices,
 * and the chart's short axis labels ('15 mil', '2 mi').
 *
 * Written out here rather than asked of Intl for the amounts the simulator shows: the first Intl
 * formatter a page makes loads ICU's locale data, 25 to 40 ms of a fast machine's main thread (83 ms
 * in one profile of /partnership; about 4x that on a slow phone), and these strings are rendered while
 * the page's scripts start. Intl stays the reference (the unit test compares the two over the simulator's range) and
 * formats whatever falls outside it.
 */
import { once } from './once';

const intlBRL = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }));
const intlCompact = once(() => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }));

const NBSP = '\u00a0';
/** Above this, Intl writes the number (the short units stop at 'tri'). */
const BY_HAND_MAX = 1e15;
const UNITS = [
  { size: 1e3, name: 'mil' },
  { size: 1e6, name: 'mi' },
  { size: 1e9, name: 'bi' },
  { size: 1e12, name: 'tri' },
];

/** Not a finite number counts as 0, never 'NaN'; -0 keeps its sign, as Intl does. */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** 1234567 as '1.234.567'. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** 'R$ 1.198', rounded half away from zero. */
export function formatBRL(value: number): string {
  const amount = finite(value);
  const whole = Math.round(Math.abs(amount));
  if (whole >= BY_HAND_MAX) return intlBRL().format(amount);
  return `${signOf(amount)}R$${NBSP}${grouped(whole)}`;
}

/** '999', '1,5 mil', '15 mil', '2 mi': one decimal at most, rounded half away from zero. */
export function formatCompact(value: number): string {
  const amount = finite(value);
  const size = Math.abs(amount);
  if (!Number.isInteger(size) || size >= BY_HAND_MAX) return intlCompact().format(amount);
  if (size < UNITS[0].size) return `${signOf(amount)}${size}`;
  let index = UNITS.findLastIndex((unit) => size >= unit.size);
  let tenths = Math.round(size / (UNITS[index].size / 10));
  // 999,95 mil rounds up to the next unit: 1 mi.
  if (tenths >= 10_000 && index < UNITS.length - 1) {
    index += 1;
    tenths = Math.round(size / (UNITS[index].size / 10));
  }
  const number = tenths % 10 ? `${Math.floor(tenths / 10)},${tenths % 10}` : `${tenths / 10}`;
  return `${signOf(amount)}${number}${NBSP}${UNITS[index].name}`;
}

/** The currencies a service's starting price is written in: the Portuguese pages' and the English pages'. */
export const CURRENCIES = ['BRL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A service's starting price as its card writes it: 'R$2.997', '$1,199' (whole units, no space). */
export function formatPrice(amount: number, currency: Currency): string {
  const whole = Math.round(Math.abs(finite(amount)));
  const sign = signOf(finite(amount));
  return currency === 'BRL' ? `${sign}R$${grouped(whole)}` : `${sign}$${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
