/** Money on the partnership page: Brazilian reais with no decimals (R$ 1.497), as agencies quote prices. */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** Short axis labels such as '15 mil' or '2 mi'. */
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** 'R$ 1.198'. Anything that is not a finite number shows as R$ 0, never 'NaN'. */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0);
}

export function formatCompact(value: number): string {
  return compact.format(Number.isFinite(value) ? value : 0);
}
