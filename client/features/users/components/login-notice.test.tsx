import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_ENDED_MESSAGES } from '../../../../shared/session-ended.ts';
import { adminCallerFor } from '../../../../server/test/admin-fixtures.ts';
import { createTestUser } from '../../../../server/test/test-app.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { LoginNotice } from './login-notice.tsx';

const shop = serveShopForFile();

// The session cookie outlives a test in the page: each test starts signed out.
afterEach(async () => {
  await trpcClient.users.logout.mutate();
});

/** A customer signed in from the page: its session cookie is the page's. */
async function signedInCustomer() {
  const { user, password } = await createTestUser(shop.em());
  await trpcClient.users.login.mutate({ email: user.email, password });
  return user;
}

describe('LoginNotice', () => {
  it('tells a customer whose password the shop changed why they must log in again', async () => {
    const user = await signedInCustomer();
    const { caller: owner } = await adminCallerFor(shop.em());
    await owner.admin.users.changePassword({ id: user.id, password: 'bagong-password', password_confirmation: 'bagong-password' });
    renderInShop(<LoginNotice needed />);
    expect(await screen.findByText(SESSION_ENDED_MESSAGES['password-changed-by-shop'])).toBeTruthy();
    expect(screen.queryByText('You need to log in to access that page')).toBeNull();
  });

  it('says only that the page needs an account when the session was not ended by a password change', async () => {
    renderInShop(<LoginNotice needed />);
    expect(await screen.findByText('You need to log in to access that page')).toBeTruthy();
  });
});
