import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDateTime } from '../shared/shop-time.ts';
import { readCodeInPicture } from '../server/modules/payment-codes/code-pictures.ts';
import { readObjects, toBytes, toText } from '../server/modules/payment-codes/emv-tlv.ts';
import { sameRecipient } from '../server/modules/payment-codes/qr-ph.ts';
import { ANA_GCASH, receiveCode } from '../server/test/payment-code-fixtures.ts';
import { gcashReceipt } from '../server/test/receipts.ts';
import { historyPdf } from '../server/test/statement-pdfs.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { openPage, PHONE, screenshot, signInAsAdmin, uniqueEmail, useBrowser } from './browser.ts';
import { addFirstAvailablePiece, fillCustomerInfo, reviewAndPlace } from './checkout-steps.ts';

/** Peso amounts as the shop writes them (₱1,079.50), read back as the code's tag 54 writes them. */
const asTag54 = (text: string | null) => (Number((text ?? '').replace(/[^\d.]/g, '')) || 0).toFixed(2);

/** The owner turns "Give each order its own amount" on or off in Shop Settings and saves. */
async function setDistinctAmounts(owner: Page, on: boolean): Promise<void> {
  await owner.goto('/admin/settings');
  const toggle = owner.getByRole('switch', { name: 'Give each order its own amount' });
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  await owner.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(() => owner.getByText('Settings updated successfully.').isVisible()).toBe(true);
}

describe('payment codes', () => {
  const browser = useBrowser();

  it('the owner sets and tests their receive-money code and turns distinct amounts on; at 360 px a buyer scans one for exactly their own amount to pay, and the owner finds the payment in their locked GCash history', async () => {
    const owner = await openPage(browser());
    await signInAsAdmin(owner);
    const payload = receiveCode(ANA_GCASH);
    try {
      await owner.goto('/admin/settings');
      const panel = owner.getByRole('region', { name: 'Your payment QR code' });
      await panel.getByRole('textbox', { name: /paste the code/i }).fill(payload);
      await panel.getByRole('button', { name: 'Read text' }).click();
      await expect.poll(() => panel.getByText('Ana Cruz').first().isVisible()).toBe(true);
      await panel.getByRole('button', { name: 'Use this code' }).click();
      await panel.getByRole('button', { name: 'Test with ₱1' }).click();
      const testCode = panel.getByRole('img', { name: /^Test code paying ₱1\.0\d$/ });
      await expect.poll(() => testCode.isVisible()).toBe(true);
      const tested = await readCodeInPicture(new Uint8Array(await testCode.screenshot()));
      expect(tested && sameRecipient(payload, tested)).toBe(true);
      await panel.getByRole('button', { name: 'It arrived' }).click();
      await expect.poll(() => panel.getByText('Tested: buyers scan a code with their exact amount.').isVisible()).toBe(true);
      await setDistinctAmounts(owner, true);

      const buyer = await openPage(browser(), PHONE);
      await addFirstAvailablePiece(buyer);
      await buyer.goto('/cart');
      await buyer.getByRole('button', { name: 'Checkout' }).click();
      await buyer.getByRole('button', { name: 'Continue as Guest' }).click();
      await fillCustomerInfo(buyer, { email: uniqueEmail('scan') });
      const dialog = buyer.getByRole('dialog');
      const code = dialog.getByRole('img', { name: /^QR code paying ₱[\d,.]+ to Ana Cruz$/ });
      await expect.poll(() => code.isVisible()).toBe(true);
      const amount = await dialog.locator('[data-amount-to-pay]').textContent();
      const scanned = (await readCodeInPicture(new Uint8Array(await code.screenshot()))) ?? '';
      const tag54 = readObjects(toBytes(scanned))?.find((item) => item.tag === '54');
      expect(tag54 && toText(tag54.value)).toBe(asTag54(amount));
      expect(sameRecipient(payload, scanned)).toBe(true);
      // The amount is this order's own: some centavos under what the cart and its fee come to.
      expect(await dialog.getByText(/₱0\.\d\d off makes this amount your order's own/).isVisible()).toBe(true);
      await screenshot(buyer, 'checkout-payment-code-phone');
      await expectNoSeriousViolations(buyer, 'checkout payment step with its code', '[role=dialog]');
      const reference = String(Date.now()).padStart(13, '0');
      // The buyer's receipt, as their wallet drew it: read in the background once the order is placed.
      const receipt = await gcashReceipt({ amount: (amount ?? '').replace('₱', ''), reference: `${reference.slice(0, 4)} ${reference.slice(4, 7)} ${reference.slice(7)}`, at: 'Nov 30, 2026 2:05 PM' });
      await dialog.locator('input[type=file]').setInputFiles({ name: 'gcash-receipt.png', mimeType: 'image/png', buffer: receipt });
      await dialog.getByRole('radio', { name: 'GCash' }).check();
      await dialog.getByRole('textbox', { name: 'Reference no.' }).fill(reference);
      const orderId = await reviewAndPlace(buyer);
      await buyer.context().close();

      // The owner, on a phone, uploads the history GCash mailed them, locked as GCash locks it. Its line
      // came in before the order was placed, as a buyer pays and then uploads the proof.
      const history = await historyPdf(
        [{ at: shopDateTime(new Date(Date.now() - 60_000)), description: 'Received GCash from JU*N DE** CRUZ', reference, credit: amount?.replace('₱', '') ?? '', balance: '9,999.00' }],
        { password: '4567' },
      );
      await owner.setViewportSize(PHONE);
      await owner.goto('/admin-statement');
      await owner.locator('input[type=file]').setInputFiles({ name: 'GCash history.pdf', mimeType: 'application/pdf', buffer: Buffer.from(history) });
      await expect.poll(() => owner.getByText('This PDF is locked: type its password').isVisible()).toBe(true);
      await owner.getByLabel('Password of GCash history.pdf').fill('4567');
      await owner.getByRole('button', { name: 'Open and check' }).click();
      const card = owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: `Order #${orderId}` }) });
      await expect.poll(() => card.getByText('Paid: in your statement').isVisible()).toBe(true);
      expect(await card.getByText(new RegExp(`arrived .*Ref No\\. ${reference}`)).isVisible()).toBe(true);
      await screenshot(owner, 'statement-check-phone');
      await expectNoSeriousViolations(owner, 'statement check with its verdicts', 'main');
      await card.getByRole('button', { name: `Approve order #${orderId}` }).click();
      await expect.poll(() => card.getByText('Approved: the buyer is mailed.').isVisible()).toBe(true);
      // The order desk keeps the verdict and its line with the order.
      await card.getByRole('link', { name: `Order #${orderId}` }).click();
      const review = owner.getByRole('region', { name: 'Payment', exact: true });
      await expect.poll(() => review.getByText('Paid: in your statement').isVisible()).toBe(true);
      expect(await review.getByText(new RegExp(`Ref No\\. ${reference} \\(line 1 of the statement\\)`)).isVisible()).toBe(true);
      // The receipt was read off the request path; the desk shows what it says.
      const readFromProof = () => review.getByText('Read from the proof').locator('xpath=..').textContent();
      await expect
        .poll(async () => {
          await owner.reload();
          return readFromProof();
        }, { timeout: 30_000 })
        .toContain(`${amount ?? ''} · Ref No. ${reference}`);
      await screenshot(owner, 'order-desk-statement-verdict-phone');
      await expectNoSeriousViolations(owner, 'order desk with its statement verdict and the proof read', 'main');
    } finally {
      // The other journeys find the shop without a code or distinct amounts, as a fresh one is.
      await setDistinctAmounts(owner, false);
      await owner.getByRole('region', { name: 'Your payment QR code' }).getByRole('button', { name: 'Remove code' }).click();
      await expect.poll(() => owner.getByRole('button', { name: 'Remove code' }).count()).toBe(0);
      await owner.context().close();
    }
  });
});
