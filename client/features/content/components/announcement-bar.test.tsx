import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_ROTATION_MS } from '../../../../shared/constants.ts';
import { Announcement } from '../../../../server/modules/content/announcement.entity.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { AnnouncementBar } from './announcement-bar.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  const em = shop.em();
  em.create(Announcement, { text: 'Free delivery over ₱2,000', displayOrder: 1, buttonText: 'Shop', buttonLink: '/products' });
  em.create(Announcement, { text: 'Friday drop at 8 PM', displayOrder: 2 });
  await em.flush();
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The message the bar shows; the others stay laid out, hidden, to keep its height. */
function shownText(bar: HTMLElement): string | null | undefined {
  return bar.querySelector('.announcement-strip:not(.announcement-strip-resting)')?.textContent;
}

async function openBar() {
  const { user } = renderInShop(<AnnouncementBar />, { router: true });
  const bar = await screen.findByRole('region', { name: 'Announcements' });
  await screen.findByText('Free delivery over ₱2,000');
  return { bar, user };
}

describe('AnnouncementBar', () => {
  it('is no live region: a screen reader is not read each turn of its own', async () => {
    const { bar } = await openBar();
    expect(bar.getAttribute('aria-live')).toBeNull();
    expect(bar.querySelector('[aria-live]')).toBeNull();
  });

  it('keeps the message whose link has the focus, and turns again once focus leaves', async () => {
    const { bar } = await openBar();
    const link = screen.getByRole('link', { name: 'Shop' });
    act(() => link.focus());
    await wait(ANNOUNCEMENT_ROTATION_MS * 1.2);
    expect(shownText(bar)).toBe('Free delivery over ₱2,000Shop');
    expect(document.activeElement).toBe(link);
    act(() => link.blur());
    await waitFor(() => expect(shownText(bar)).toBe('Friday drop at 8 PM'), { timeout: ANNOUNCEMENT_ROTATION_MS * 2 });
  });

  it('stays on its message while the shopper has paused it, a phone having no hover, and turns again on Play', async () => {
    const { bar, user } = await openBar();
    await user.click(screen.getByRole('button', { name: 'Pause the announcements' }));
    await wait(ANNOUNCEMENT_ROTATION_MS * 1.2);
    expect(shownText(bar)).toBe('Free delivery over ₱2,000Shop');
    await user.click(screen.getByRole('button', { name: 'Play the announcements' }));
    await waitFor(() => expect(shownText(bar)).toBe('Friday drop at 8 PM'), { timeout: ANNOUNCEMENT_ROTATION_MS * 2 });
  });
});
