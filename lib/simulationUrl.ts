import { formatBRL } from './money';
import { AMOUNT_MAX, DEFAULT_PROJECTS, PROJECTS_MAX, PROJECTS_MIN, simulate, type Offer } from './profit';

/**
 * The profit simulation in the partnership page's URL, so an agency can send its numbers:
 * `/partnership?preco=1497&projetos=5&manutencao=99`. The URL is the state the simulator and the
 * chat buttons share. Once any number differs from the defaults (the offer's: lib/profit.ts) all three are
 * written (a sent link keeps its meaning if the defaults change); at the defaults none are.
 */
export type Simulation = { price: number; projects: number; maintenanceFee: number };

export const SIMULATION_PARAMS = { price: 'preco', projects: 'projetos', maintenanceFee: 'manutencao' } as const;

/** The simulation no address needs to carry: the offer's price and fee, the default number of projects. */
export const defaultSimulation = (offer: Offer): Simulation => ({
  price: offer.defaultPrice,
  projects: DEFAULT_PROJECTS,
  maintenanceFee: offer.maintenanceFee,
});

/** Plain decimal digits only: no sign, exponent, spaces or hex, so '1e9', '-5' and '0x10' are not numbers here. */
const DECIMAL = /^\d+(\.\d+)?$/;

function amount(text: string | null): number | undefined {
  if (text === null || !DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return value <= AMOUNT_MAX ? value : undefined;
}

function count(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= PROJECTS_MIN && value <= PROJECTS_MAX ? value : undefined;
}

function sameAsDefaults(simulation: Simulation, offer: Offer): boolean {
  const defaults = defaultSimulation(offer);
  return (Object.keys(defaults) as Array<keyof Simulation>).every((key) => simulation[key] === defaults[key]);
}

/**
 * The simulation a query string carries (`location.search`, with or without '?'), or null when it
 * carries none: no parameter, or none that differs from the defaults. A missing, malformed or
 * out-of-range parameter counts as its default, silently.
 */
export function readSimulation(search: string, offer: Offer): Simulation | null {
  const params = new URLSearchParams(search);
  const defaults = defaultSimulation(offer);
  const simulation: Simulation = {
    price: amount(params.get(SIMULATION_PARAMS.price)) ?? defaults.price,
    projects: count(params.get(SIMULATION_PARAMS.projects)) ?? defaults.projects,
    maintenanceFee: amount(params.get(SIMULATION_PARAMS.maintenanceFee)) ?? defaults.maintenanceFee,
  };
  return sameAsDefaults(simulation, offer) ? null : simulation;
}

/**
 * `href` (an absolute URL) with the simulation in its query: all three parameters, or none at the
 * defaults (or for null). Other parameters and the hash stay as they are; values are rounded to
 * cents and clamped into range, so what is written is always read back.
 */
export function withSimulation(href: string, simulation: Simulation | null, offer: Offer): string {
  const url = new URL(href);
  for (const name of Object.values(SIMULATION_PARAMS)) url.searchParams.delete(name);
  const safe = simulation && normalize(simulation);
  if (safe && !sameAsDefaults(safe, offer)) {
    url.searchParams.set(SIMULATION_PARAMS.price, String(safe.price));
    url.searchParams.set(SIMULATION_PARAMS.projects, String(safe.projects));
    url.searchParams.set(SIMULATION_PARAMS.maintenanceFee, String(safe.maintenanceFee));
  }
  return url.href;
}

function normalize({ price, projects, maintenanceFee }: Simulation): Simulation {
  const money = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(Math.min(value, AMOUNT_MAX) * 100) / 100 : 0);
  const whole = Number.isFinite(projects) ? Math.round(projects) : DEFAULT_PROJECTS;
  return { price: money(price), projects: Math.min(PROJECTS_MAX, Math.max(PROJECTS_MIN, whole)), maintenanceFee: money(maintenanceFee) };
}

/**
 * The chat message's scenario line: 'Simulação: R$ 1.497 por landing, 5 por mês, manutenção
 * R$ 99 por site, lucro mensal R$ 6.485'. The profit is the simulator's (maintenance included);
 * a fee of 0 is left out of the line.
 */
export function simulationLine(simulation: Simulation, offer: Offer): string {
  const { price, projects, maintenanceFee } = normalize(simulation);
  const { monthlyProfit } = simulate({ price, projects, includeMaintenance: true, maintenanceFee }, offer);
  const maintenance = maintenanceFee > 0 ? `, manutenção ${formatBRL(maintenanceFee)} por site` : '';
  return `Simulação: ${formatBRL(price)} por landing, ${projects} por mês${maintenance}, lucro mensal ${formatBRL(monthlyProfit)}`;
}
