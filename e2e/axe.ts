// axe-core inside the browser journeys: WCAG 2.2 AA, failing on what blocks or badly hinders a shopper.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe tags each rule with the criterion's version and level). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's two highest impacts; moderate and minor ones are best practice, reported by Lighthouse instead. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (a screen, or a dialog open over it; `within` narrows it to the
 * elements a selector names) and fails with every serious or critical violation: rule, impact, help
 * text and the offending elements, so the message says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, within?: string): Promise<void> {
  // A dialog fading in or out blends every colour behind it: measure once transitions have ended
  // (not the endless ones, such as a spinner's).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe.run in the page itself. The default runs it per frame and then opens a blank
  // page to merge the frames' results, which doubled each check's time (about 2.3 s against 1.1 s on
  // the 2-core CI machine); the shop's pages have no frames, so nothing goes untested.
  const axe = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode(true);
  const results = await (within ? axe.include(within) : axe).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.slice(0, 400)),
    }));
  // Soft: the journey goes on, so one run reports every screen's violations, and fails at its end.
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}
