import { act, screen } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HeroSlide } from '../../../../server/modules/content/hero-slide.entity.ts';
import { setCarouselInterval } from '../../../../server/modules/content/hero-slides.service.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { HeroCarousel } from './hero-carousel.tsx';

const shop = serveShopForFile();
// Long enough that the test's first tap lands before the first turn, on a loaded machine too.
const INTERVAL_MS = 5000;
const device = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.settings.device;

beforeAll(async () => {
  const em = shop.em();
  // happy-dom's window is 1024 px wide: the desktop slides are shown.
  for (const order of [0, 1]) em.create(HeroSlide, { title: `Slide ${order}`, link: '/products', viewType: 'desktop', order, imageKey: `slides/s${order}` });
  await em.flush();
  await setCarouselInterval(em, INTERVAL_MS);
});

afterEach(() => {
  device().prefersReducedMotion = 'no-preference';
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/**
 * The carousel, once its slides are in; `turned()` says whether the slider has taken over, which it
 * does when the first turn is due (or when a pointer reaches for the slides, which no test here does).
 */
async function openHero() {
  const rendered = renderInShop(<HeroCarousel />, { router: true });
  await screen.findByRole('region', { name: 'Featured' });
  return { ...rendered, turned: () => rendered.container.querySelector('.hero-strip') === null };
}

describe('HeroCarousel', () => {
  it('offers a labelled button that pauses the slides, and plays them again', async () => {
    const { user, turned } = await openHero();
    await user.click(screen.getByRole('button', { name: 'Pause the slides' }));
    await wait(INTERVAL_MS * 1.5);
    expect(turned()).toBe(false);
    // The pointer (and focus) left on Play does not hold the rotation it starts.
    await user.click(screen.getByRole('button', { name: 'Play the slides' }));
    await expect.poll(turned, { timeout: INTERVAL_MS * 4 }).toBe(true);
  });

  it('starts paused for a shopper whose device asks for less motion', async () => {
    device().prefersReducedMotion = 'reduce';
    const { turned } = await openHero();
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeDefined();
    await wait(INTERVAL_MS * 1.5);
    expect(turned()).toBe(false);
  });
});
