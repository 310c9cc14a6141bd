/** Seconds left as m:ss, the way docs/product/pieces-and-orders.md "Hold" shows the countdown ('Reserved for you!' 4:05). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
