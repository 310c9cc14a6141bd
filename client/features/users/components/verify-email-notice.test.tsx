import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../shared/schemas/users.ts';
import { createEmailVerificationLink } from '../../../../server/modules/users/mailed-links.ts';
import { User } from '../../../../server/modules/users/user.entity.ts';
import { createTestUser } from '../../../../server/test/test-app.ts';
import { queryClient, trpc, trpcClient } from '../../../lib/trpc.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile } from '../../../test/shop-server.ts';
import { VerifyEmailNotice } from './verify-email-notice.tsx';
import { VerifyEmailOutcome } from './verify-email-outcome.tsx';

const shop = serveShopForFile();

// The session cookie outlives a test in the page: each test starts signed out.
afterEach(async () => {
  await trpcClient.users.logout.mutate();
});

/** A customer signed in from the page (its cookie is the page's), verified or not. */
async function signedIn({ verified }: { verified: boolean }) {
  const { user, password } = await createTestUser(shop.em());
  if (verified) await shop.em().nativeUpdate(User, { id: user.id }, { emailVerifiedAt: new Date() });
  await trpcClient.users.login.mutate({ email: user.email, password });
  return user;
}

/** Waits until the page has the server's answer about its session, not the remembered one. */
async function sessionRead() {
  await waitFor(() => expect(queryClient.getQueryState(trpc.users.session.queryKey())?.status).toBe('success'));
}

const notice = () => screen.queryByRole('region', { name: 'Confirm your e-mail' });

describe('VerifyEmailNotice', () => {
  it('asks a signed-in user with an unverified e-mail to confirm it, and sends the link again on a tap', async () => {
    const user = await signedIn({ verified: false });
    const { user: tap } = renderInShop(<VerifyEmailNotice />);
    const region = await screen.findByRole('region', { name: 'Confirm your e-mail' });
    expect(region.textContent).toContain(`Confirm your e-mail to hold pieces in a drop's first minutes. We sent a link to ${user.email}.`);
    await tap.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).getAttribute('role')).toBe('status');
  });

  it('says why no link was sent: an address verified meanwhile, in another tab', async () => {
    const user = await signedIn({ verified: false });
    const { user: tap } = renderInShop(<VerifyEmailNotice />);
    await screen.findByRole('region', { name: 'Confirm your e-mail' });
    await shop.em().nativeUpdate(User, { id: user.id }, { emailVerifiedAt: new Date() });
    await tap.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('shows nothing to a guest, or to a user whose e-mail is verified', async () => {
    renderInShop(<VerifyEmailNotice />);
    await sessionRead();
    expect(notice()).toBeNull();
    queryClient.clear();

    await signedIn({ verified: true });
    renderInShop(<VerifyEmailNotice />);
    await sessionRead();
    expect(notice()).toBeNull();
  });

  it('goes away once the mailed link is followed in this browser: the page reads the session again', async () => {
    const user = await signedIn({ verified: false });
    const token = new URL(await createEmailVerificationLink(shop.em(), user, 'https://shop.example')).searchParams.get('token') ?? '';
    renderInShop(<VerifyEmailNotice />);
    await screen.findByRole('region', { name: 'Confirm your e-mail' });
    // The /verify-email page's content, opened beside the notice in the same app (one query cache).
    renderInShop(<VerifyEmailOutcome token={token} />, { router: true });
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeTruthy();
    await waitFor(() => expect(notice()).toBeNull());
    expect(screen.getByRole('link', { name: 'Shop All Products' }).getAttribute('href')).toBe('/products');
  });
});
