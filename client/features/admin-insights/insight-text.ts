/** How the insights read a share, a wait and a span of days, in words a phone has room for. */

/** `0.333…` → `33%`; null (nothing to divide by) → `–`. */
export function percentText(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 100)}%`;
}

/** `4` → `4.0 days`, `1` → `1.0 day`; null (nothing sold) → `–`. */
export function daysText(days: number | null): string {
  if (days === null) return '–';
  const rounded = days.toFixed(1);
  return `${rounded} ${rounded === '1.0' ? 'day' : 'days'}`;
}

/** A drop's minutes to sell out, in the two largest units: `7 min`, `1 h 5 min`, `10 d 3 h`. */
export function sellOutText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ''}`;
  const hours = Math.floor(whole / 60) % 24;
  return `${Math.floor(whole / (24 * 60))} d${hours ? ` ${hours} h` : ''}`;
}
