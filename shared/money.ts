/** Money travels as integer centavos; pesos only exist at the edges (display, REST payloads). */

/**
 * "₱1,450.00", as `Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })` writes it
 * (money.test.ts holds the two to each other), without building that formatter: its first
 * construction loads the locale's data, 141 ms of a product list's first render on a phone's CPU
 * (measured with Chromium's profiler at 4× slowdown), for one format that never changes.
 */
export function formatPeso(centavos: number): string {
  const whole = Math.round(Math.abs(centavos));
  const pesos = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${centavos < 0 ? '-' : ''}₱${pesos}.${String(whole % 100).padStart(2, '0')}`;
}

export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** Rounds to the nearest centavo so 19.99 never becomes 1998.9999. */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** For values that arrive in pesos (REST payloads, settings): formats them like centavos would be. */
export function formatPesos(pesos: number): string {
  return formatPeso(pesosToCentavos(pesos));
}
