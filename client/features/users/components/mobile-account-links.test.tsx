import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../server/test/test-app.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile, signInAsAdmin } from '../../../test/shop-server.ts';
import { MobileAccountLinks } from './mobile-account-links.tsx';

const shop = serveShopForFile();

// The session cookie outlives a test in the page: each test starts signed out.
afterEach(async () => {
  await trpcClient.users.logout.mutate();
});

const linkNames = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('MobileAccountLinks', () => {
  it('gives an admin Order Management and Live Holds beside the dashboard, as named entries of the phone menu', async () => {
    await signInAsAdmin(shop);
    renderInShop(<MobileAccountLinks onNavigate={() => {}} />, { router: true });
    await screen.findByRole('link', { name: 'Live Holds' });
    expect(linkNames()).toEqual([
      ['Admin Dashboard', '/admin'],
      ['Order Management', '/admin-orders'],
      ['Live Holds', '/admin-holds'],
      ['My Orders', '/my-orders'],
    ]);
  });

  it('gives a customer none of the owner’s entries', async () => {
    const { user, password } = await createTestUser(shop.em());
    await trpcClient.users.login.mutate({ email: user.email, password });
    renderInShop(<MobileAccountLinks onNavigate={() => {}} />, { router: true });
    await screen.findByRole('button', { name: `Logout (${user.name})` });
    expect(linkNames()).toEqual([['My Orders', '/my-orders']]);
  });
});
