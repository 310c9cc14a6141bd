import { act, screen } from '@testing-library/react';
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

async function openBar() {
  renderInShop(<AnnouncementBar />, { router: true });
  const bar = await screen.findByRole('region', { name: 'Announcements' });
  await screen.findByText('Free delivery over ₱2,000');
  return bar;
}

describe('AnnouncementBar', () => {
  it('is no live region: a screen reader is not read each turn of its own', async () => {
    const bar = await openBar();
    expect(bar.getAttribute('aria-live')).toBeNull();
    expect(bar.querySelector('[aria-live]')).toBeNull();
  });

  it('keeps the message whose link has the focus, and turns again once focus leaves', async () => {
    const bar = await openBar();
    const link = screen.getByRole('link', { name: 'Shop' });
    act(() => link.focus());
    await wait(ANNOUNCEMENT_ROTATION_MS * 1.2);
    expect(bar.textContent).toContain('Free delivery over ₱2,000');
    expect(document.activeElement).toBe(link);
    act(() => link.blur());
    await screen.findByText('Friday drop at 8 PM', undefined, { timeout: ANNOUNCEMENT_ROTATION_MS * 2 });
  });
});
