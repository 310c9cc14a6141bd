/** Money travels as integer centavos; pesos only exist at the edges (display, REST payloads). */

// Built on first use: a formatter costs 50–80 ms on a slow phone's first load, at module scope before
// any screen is drawn, and most pages' first screens show no price until their data is in.
let peso: Intl.NumberFormat | undefined;

export function formatPeso(centavos: number): string {
  peso ??= new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });
  return peso.format(centavos / 100);
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
