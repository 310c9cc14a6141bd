import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { FAILURE_DIR } from './browser.ts';

/** A window larger than any journey's viewport (browser.ts PHONE and DESKTOP), frame included. */
const WINDOW_ROOM = { width: 1600, height: 1100 };

/** Lighthouse's mobile profile: a phone's CPU is about four times slower than this machine's. */
const PHONE_CPU_SLOWDOWN = 4;

/**
 * Where the journeys write what they measured under a phone's CPU, one JSON line per figure: what
 * `npm run bench` reads beside its floor (design.md §5, a tap answered at once).
 */
export const PHONE_CPU_REPORT = path.join(path.dirname(FAILURE_DIR), 'phone-cpu.jsonl');

/**
 * An interaction's time split as Event Timing splits it: waiting for the main thread, the event
 * handlers, then rendering up to the frame that shows the effect.
 */
type InteractionParts = { inputDelay: number; processing: number; presentation: number };

/** One event of a tap as the page's observer keeps it. */
type TapEvent = { duration: number; inputDelay: number; processing: number };

export type PhoneCpuFigure = { name: string; ms: number; kind: 'interaction' | 'delay' } & Partial<InteractionParts>;

async function report(figure: PhoneCpuFigure): Promise<void> {
  await mkdir(path.dirname(PHONE_CPU_REPORT), { recursive: true });
  await appendFile(PHONE_CPU_REPORT, `${JSON.stringify(figure)}\n`);
  const parts = figure.inputDelay === undefined ? '' : ` (input delay ${figure.inputDelay}, handlers ${figure.processing}, to the frame ${figure.presentation})`;
  process.stdout.write(`phone CPU (${PHONE_CPU_SLOWDOWN}× slower): ${figure.name} ${figure.ms} ms${parts}\n`);
}

/** Runs `work` with the page's CPU slowed as a phone's is, through Chromium's DevTools protocol. */
export async function onPhoneCpu<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const devtools = await page.context().newCDPSession(page);
  // Playwright sizes the headless window to the page's viewport, and the window's own frame takes about
  // 45 px of it: the page's last 45 px lie outside what the browser presents, so a change drawn only
  // there (a tapped button at the screen's bottom edge) has no frame, and its tap counted until the next
  // change elsewhere (Add to Cart's reply repainting the header: 0.5 s). A larger window keeps the
  // viewport, and presents all of it.
  const { windowId } = await devtools.send('Browser.getWindowForTarget');
  await devtools.send('Browser.setWindowBounds', { windowId, bounds: WINDOW_ROOM });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  try {
    return await work();
  } finally {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await devtools.detach();
  }
}

/** How long a tap's frame is waited for. */
const TAP_WAIT_MS = 2000;

/**
 * Taps `target` on a phone's CPU and reports the tap's Interaction to Next Paint: the longest of its
 * events (pointerdown to click) from input to the frame that showed their effect, as the browser's
 * Event Timing measures it. A tap with no entry within the wait counts as the whole wait: its frame
 * was not shown (an entry under the API's 16 ms floor is out of reach on a phone's CPU).
 */
export async function tapOnPhoneCpu(page: Page, target: Locator, name: string): Promise<void> {
  await page.evaluate(() => {
    const taps: TapEvent[] = [];
    Reflect.set(window, 'taps', taps);
    // Event Timing's option, not yet in TypeScript's DOM types.
    const options: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        taps.push({ duration: entry.duration, inputDelay: entry.processingStart - entry.startTime, processing: entry.processingEnd - entry.processingStart });
      }
    }).observe(options);
  });
  await onPhoneCpu(page, async () => {
    await target.click();
    // The entries come once the tap's frame is painted.
    await page.waitForFunction(() => (Reflect.get(window, 'taps') as unknown[]).length > 0, null, { timeout: TAP_WAIT_MS }).catch(() => undefined);
  });
  const taps = await page.evaluate(() => Reflect.get(window, 'taps') as TapEvent[]);
  const longest = taps.reduce<TapEvent | null>((worst, tap) => (worst && worst.duration >= tap.duration ? worst : tap), null);
  if (!longest) return report({ name, ms: TAP_WAIT_MS, kind: 'interaction' });
  const [inputDelay, processing] = [Math.round(longest.inputDelay), Math.round(longest.processing)];
  const ms = Math.round(longest.duration);
  await report({ name, ms, kind: 'interaction', inputDelay, processing, presentation: Math.max(0, ms - inputDelay - processing) });
}

/** Reports how long after `from` (epoch ms) `work` saw what it waited for, on a phone's CPU. */
export async function delayOnPhoneCpu(page: Page, name: string, from: number, work: () => Promise<number>): Promise<void> {
  const seenAt = await onPhoneCpu(page, work);
  await report({ name, ms: Math.round(seenAt - from), kind: 'delay' });
}
