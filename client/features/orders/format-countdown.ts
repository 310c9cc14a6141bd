/** Seconds left as m:ss, the way spec §4 shows the hold countdown ('Reserved for you!' 4:05). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
