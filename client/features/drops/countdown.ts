const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** The time left split as the countdown shows it, whole seconds rounded up (it reads 0 only at the time). */
export function countdownParts(remainingMs: number): CountdownParts {
  const left = Math.max(0, Math.ceil(remainingMs / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * What a screen reader is told, to the minute: the visible countdown changes every second, but
 * announcing each would drown out everything else. The text changes once a minute, so a polite live
 * region speaks at most that often.
 */
export function countdownAnnouncement(remainingMs: number): string {
  if (remainingMs <= 0) return 'The drop is open.';
  if (remainingMs < MINUTE) return 'Opens in less than a minute.';
  const { days, hours, minutes } = countdownParts(Math.floor(remainingMs / MINUTE) * MINUTE);
  const words = [days && plural(days, 'day'), hours && plural(hours, 'hour'), minutes && plural(minutes, 'minute')].filter(Boolean);
  return `Opens in ${words.join(', ')}.`;
}

/** setTimeout holds at most 2^31 - 1 ms (about 24 days); a longer wait is taken in steps. */
export const MAX_TIMER_MS = 2_147_483_647;
