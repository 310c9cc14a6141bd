/**
 * The server's clock as this tab knows it: a phone's own clock may be minutes off, and a hold ends at
 * the server's time. The stream's `ready` event sets the offset; until then the device clock stands in.
 * Screens that judge holds by it (use-hold-lapse.ts) listen, so a corrected offset re-renders them.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** A moment of server time (epoch ms) on this device's clock, for timers that count with Date.now(). */
export function toDeviceTime(serverMs: number): number {
  return serverMs - offsetMs;
}

/** Takes the server's `server_time` as received now; a network delay of a few milliseconds is noise for holds of minutes. */
export function setServerTime(serverTime: string, receivedAt = Date.now()): void {
  const serverMs = Date.parse(serverTime);
  if (Number.isNaN(serverMs) || serverMs - receivedAt === offsetMs) return;
  offsetMs = serverMs - receivedAt;
  for (const listener of listeners) listener();
}

export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
