import { defaultSimulation, readSimulation, simulationLine, withSimulation, type Simulation } from '@/lib/simulationUrl';

import { OFFER } from '../partnershipFixture';

const PAGE = 'https://parceiros.example.com/partnership';
const defaults = defaultSimulation(OFFER);

describe('readSimulation', () => {
  it.each<[string, string, Simulation | null]>([
    ['no query', '', null],
    ['a bare question mark', '?', null],
    ['other parameters only', '?utm_source=email', null],
    ['the defaults written out', '?preco=1497&projetos=5&manutencao=99', null],
    ['all three', '?preco=997&projetos=8&manutencao=150', { price: 997, projects: 8, maintenanceFee: 150 }],
    ['no leading question mark', 'preco=997&projetos=8&manutencao=150', { price: 997, projects: 8, maintenanceFee: 150 }],
    ['only the price', '?preco=1997', { ...defaults, price: 1997 }],
    ['only the projects', '?projetos=12', { ...defaults, projects: 12 }],
    ['only the fee', '?manutencao=0', { ...defaults, maintenanceFee: 0 }],
    ['a price with cents', '?preco=1497.50', { ...defaults, price: 1497.5 }],
    ['a price of zero', '?preco=0', { ...defaults, price: 0 }],
    ['the largest price', '?preco=1000000', { ...defaults, price: 1_000_000 }],
    ['one project', '?projetos=1', { ...defaults, projects: 1 }],
    ['20 projects', '?projetos=20', { ...defaults, projects: 20 }],
    ['among other parameters', '?utm_source=x&projetos=3', { ...defaults, projects: 3 }],
  ])('%s', (_, search, expected) => {
    expect(readSimulation(search, OFFER)).toEqual(expected);
  });

  it.each([
    ['garbage', '?preco=abc&projetos=muitos&manutencao=%3Cscript%3E'],
    ['empty values', '?preco=&projetos=&manutencao='],
    ['names without values', '?preco&projetos&manutencao'],
    ['negatives', '?preco=-1497&projetos=-5&manutencao=-99'],
    ['huge numbers', '?preco=1000001&projetos=21&manutencao=99999999999999999999'],
    ['exponents and hex', '?preco=1e9&projetos=0x5&manutencao=9e1'],
    ['not a number or infinite', '?preco=NaN&projetos=Infinity&manutencao=Infinity'],
    ['zero projects', '?projetos=0'],
    ['fractional projects', '?projetos=5.5'],
    ['a Brazilian decimal comma', '?preco=1.497,00'],
    ['spaces', '?preco=%201497%20'],
  ])('falls back to the defaults, with no error, on %s', (_, search) => {
    expect(() => readSimulation(search, OFFER)).not.toThrow();
    expect(readSimulation(search, OFFER)).toBeNull();
  });

  it('keeps each valid parameter when another is invalid', () => {
    expect(readSimulation('?preco=997&projetos=99&manutencao=-1', OFFER)).toEqual({ ...defaults, price: 997 });
  });
});

describe('withSimulation', () => {
  it('writes all three parameters once any differs from the defaults', () => {
    expect(withSimulation(PAGE, { ...defaults, projects: 8 }, OFFER)).toBe(`${PAGE}?preco=1497&projetos=8&manutencao=99`);
  });

  it('writes none at the defaults or for null, and removes those there were', () => {
    expect(withSimulation(PAGE, defaults, OFFER)).toBe(PAGE);
    expect(withSimulation(`${PAGE}?preco=997&projetos=8&manutencao=150`, defaults, OFFER)).toBe(PAGE);
    expect(withSimulation(`${PAGE}?preco=abc`, null, OFFER)).toBe(PAGE);
  });

  it('keeps other parameters and the hash', () => {
    expect(withSimulation(`${PAGE}?utm_source=email&preco=1#simulador`, { price: 997, projects: 3, maintenanceFee: 0 }, OFFER)).toBe(
      `${PAGE}?utm_source=email&preco=997&projetos=3&manutencao=0#simulador`,
    );
  });

  it('writes only values it reads back: cents, clamped ranges, no NaN', () => {
    expect(withSimulation(PAGE, { price: 1497.555, projects: 5.4, maintenanceFee: 99 }, OFFER)).toBe(
      `${PAGE}?preco=1497.56&projetos=5&manutencao=99`,
    );
    expect(withSimulation(PAGE, { price: 5e9, projects: 99, maintenanceFee: -3 }, OFFER)).toBe(
      `${PAGE}?preco=1000000&projetos=20&manutencao=0`,
    );
    expect(withSimulation(PAGE, { price: Number.NaN, projects: Number.NaN, maintenanceFee: Infinity }, OFFER)).toBe(
      `${PAGE}?preco=0&projetos=5&manutencao=0`,
    );
  });

  it.each<Simulation>([
    { price: 997, projects: 1, maintenanceFee: 0 },
    { price: 0, projects: 20, maintenanceFee: 1_000_000 },
    { price: 1497.5, projects: 5, maintenanceFee: 99 },
    { price: 1497, projects: 5, maintenanceFee: 149.9 },
  ])('round trip: %o', (simulation) => {
    expect(readSimulation(new URL(withSimulation(PAGE, simulation, OFFER)).search, OFFER)).toEqual(simulation);
  });
});

describe('simulationLine', () => {
  it.each<[Simulation, string]>([
    [
      { price: 1497, projects: 5, maintenanceFee: 99 },
      'Simulação: R$\u00a01.497 por landing, 5 por mês, manutenção R$\u00a099 por site, lucro mensal R$\u00a06.485',
    ],
    [{ price: 1497, projects: 5, maintenanceFee: 0 }, 'Simulação: R$\u00a01.497 por landing, 5 por mês, lucro mensal R$\u00a05.990'],
    [
      { price: 997, projects: 1, maintenanceFee: 150 },
      'Simulação: R$\u00a0997 por landing, 1 por mês, manutenção R$\u00a0150 por site, lucro mensal R$\u00a0848',
    ],
    [{ price: 200, projects: 20, maintenanceFee: 0 }, 'Simulação: R$\u00a0200 por landing, 20 por mês, lucro mensal R$\u00a00'],
  ])('%o', (simulation, line) => {
    expect(simulationLine(simulation, OFFER)).toBe(line);
  });
});
