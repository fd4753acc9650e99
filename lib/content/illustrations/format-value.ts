function formatNumber(value: number): string {
  const [int = '', frac] = String(Math.abs(value)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

const PREFIX_UNITS = new Set(['$', '£', '€', 'US$']);

/** "45%", "$12,000", "18 months". */
export function formatValue(value: number, unit?: string): string {
  const n = formatNumber(value);
  if (!unit) return n;
  if (PREFIX_UNITS.has(unit)) return `${unit}${n}`;
  if (unit === '%') return `${n}%`;
  return `${n} ${unit}`;
}
