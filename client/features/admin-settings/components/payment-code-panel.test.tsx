import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentCode } from '../../../../server/modules/payment-codes/payment-code.entity.ts';
import { ANA_GCASH, receiveCode } from '../../../../server/test/payment-code-fixtures.ts';
import { renderInShop } from '../../../test/render.tsx';
import { serveShopForFile, signInAsAdmin } from '../../../test/shop-server.ts';
import { PaymentCodePanel } from './payment-code-panel.tsx';

const shop = serveShopForFile();

beforeAll(async () => {
  await signInAsAdmin(shop);
});

beforeEach(async () => {
  await shop.em().nativeDelete(PaymentCode, {});
});

const saved = () => shop.em().fork().findOne(PaymentCode, { id: 1 });

function renderPanel() {
  const view = renderInShop(<PaymentCodePanel />, { admin: true });
  return { ...view, panel: screen.getByRole('region', { name: 'Your payment QR code' }) };
}

describe('PaymentCodePanel', () => {
  it('reads a pasted code, shows whom it pays, and saves it only once the owner says so', async () => {
    const { user, panel } = renderPanel();
    await user.click(within(panel).getByRole('textbox', { name: /paste the code/i }));
    await user.paste(receiveCode(ANA_GCASH));
    await user.click(within(panel).getByRole('button', { name: 'Read text' }));
    expect(await within(panel).findByText('Ana Cruz')).toBeTruthy();
    expect(within(panel).getByText(/GCash · account •••••••4567/)).toBeTruthy();
    expect(await saved()).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Use this code' }));
    await within(panel).findByText(/Not tested yet/);
    expect((await saved())?.payload).toBe(receiveCode(ANA_GCASH));
  });

  it('says at the field why a code is refused, and saves nothing', async () => {
    const { user, panel } = renderPanel();
    await user.click(within(panel).getByRole('textbox', { name: /paste the code/i }));
    await user.paste(`${receiveCode(ANA_GCASH).slice(0, -4)}0000`);
    await user.click(within(panel).getByRole('button', { name: 'Read text' }));
    expect(await within(panel).findByText(/checksum does not match/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Use this code' })).toBeNull();
    expect(await saved()).toBeNull();
  });

  it('shows a ₱1.0x test code, and records the test once the owner saw it arrive', async () => {
    await shop.em().fork().upsert(PaymentCode, { id: 1, payload: receiveCode(ANA_GCASH), testedAt: null });
    const { user, panel } = renderPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Test with ₱1' }));
    expect(await within(panel).findByRole('img', { name: /^Test code paying ₱1\.0[1-9]$/ })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'It arrived' }));
    await within(panel).findByText('Tested: buyers scan a code with their exact amount.');
    await waitFor(async () => expect((await saved())?.testedAt).toBeInstanceOf(Date));
  });
});
