import { expectNoSeriousViolations } from './axe.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, screenshot, uniqueEmail, useBrowser } from './browser.ts';
import { addFirstAvailablePiece, attachProof, fillCustomerInfo, pick, reviewAndPlace, type DeliveryPlace } from './checkout-steps.ts';

const OUTSIDE_NCR_FEE = '₱120.00';

const CEBU_CITY: DeliveryPlace = {
  province: { typed: 'cebu', option: 'Cebu' },
  city: { typed: 'cebu ci', option: 'Cebu City' },
  barangay: { typed: 'lahug', option: 'Lahug' },
};

async function openCheckoutAsGuest(page: Page) {
  await addFirstAvailablePiece(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  // Step 1 prefills from the saved profile when its answer arrives, over anything typed before it:
  // typing only after it (and the frame that applies it) keeps these journeys about the address.
  const profile = page.waitForResponse((response) => response.url().includes('profiles.get'));
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await profile;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const addressSelect = (page: Page, label: string) =>
  page.getByRole('dialog').getByLabel(new RegExp(`^${label}`)).and(page.locator('input'));

const heightOf = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.height ?? 0;

describe('a buyer outside Metro Manila picks the address by typing, at phone width', () => {
  const browser = useBrowser();

  it('in Cebu City: finds the city under Cebu, keeps it when Cebu is chosen again, and checks out at the outside fee', async () => {
    const page = await openPage(browser(), PHONE);
    await openCheckoutAsGuest(page);

    await pick(page, 'Province', CEBU_CITY.province.typed, CEBU_CITY.province.option);
    await pick(page, 'City', CEBU_CITY.city.typed, CEBU_CITY.city.option);
    await addressSelect(page, 'Barangay').fill('lahu');
    // Options and fields are phone tap targets (44 px at least).
    expect(await heightOf(page.getByRole('option', { name: 'Lahug', exact: true }))).toBeGreaterThanOrEqual(44);
    await page.getByRole('option', { name: 'Lahug', exact: true }).click();
    for (const label of ['Province', 'City', 'Barangay']) expect(await heightOf(addressSelect(page, label)), label).toBeGreaterThanOrEqual(44);
    // The text fields beside them too (audit A-16: 36 px).
    for (const label of ['Name', 'Mobile number', 'Address']) {
      expect(await heightOf(page.getByRole('dialog').getByRole('textbox', { name: label, exact: true })), label).toBeGreaterThanOrEqual(44);
    }

    // Typing a name that is nowhere says so, naming where it looked.
    await addressSelect(page, 'City').fill('Metro Cebu');
    await expect.poll(() => page.getByText('No city or municipality by that name in Cebu').isVisible()).toBe(true);
    await addressSelect(page, 'City').blur();

    // Choosing the province it already has keeps the city and barangay.
    await addressSelect(page, 'Province').click();
    await page.getByRole('option', { name: 'Cebu', exact: true }).click();
    await expect.poll(() => addressSelect(page, 'City').inputValue()).toBe('Cebu City');
    await expect.poll(() => addressSelect(page, 'Barangay').inputValue()).toBe('Lahug');

    // The address selects only: the rest of the checkout is the accessibility journeys' to check.
    await expectNoSeriousViolations(page, 'the address selects', 'form[aria-label="Customer Info"] .mantine-Select-root');
    await screenshot(page, 'checkout-address-cebu-phone');

    await fillCustomerInfo(page, { email: uniqueEmail('cebu'), place: CEBU_CITY });
    await attachProof(page);
    expect(await reviewAndPlace(page, OUTSIDE_NCR_FEE)).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each<[string, DeliveryPlace]>([
    [
      'Baguio',
      {
        province: { typed: 'bengu', option: 'Benguet' },
        city: { typed: 'baguio', option: 'Baguio City' },
        barangay: { typed: 'session', option: 'Session Road Area' },
      },
    ],
    [
      'Davao City',
      {
        province: { typed: 'davao del s', option: 'Davao del Sur' },
        city: { typed: 'davao', option: 'Davao City' },
        barangay: { typed: 'agdao', option: 'Agdao' },
      },
    ],
  ])('in %s: types the address into the selects and checks out at the outside fee', async (_, place) => {
    const page = await openPage(browser(), PHONE);
    await openCheckoutAsGuest(page);
    await fillCustomerInfo(page, { email: uniqueEmail('outside-ncr'), place });
    await attachProof(page);
    expect(await reviewAndPlace(page, OUTSIDE_NCR_FEE)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('types the city into the province field: "Davao City" fills Davao del Sur and the city in one pick, and the cart finds Makati and NCR', async () => {
    const page = await openPage(browser(), PHONE);
    await openCheckoutAsGuest(page);
    await pick(page, 'Province', 'Davao City', 'Davao City · Davao del Sur');
    await expect.poll(() => addressSelect(page, 'Province').inputValue()).toBe('Davao del Sur');
    await expect.poll(() => addressSelect(page, 'City').inputValue()).toBe('Davao City');
    await pick(page, 'Barangay', 'agdao', 'Agdao');
    await screenshot(page, 'checkout-province-by-city-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Close checkout' }).click();

    // The cart's "Ship to province" finds a city as well, and the capital region by the name buyers use.
    const shipTo = page.getByRole('region', { name: 'Order summary' }).getByLabel('Ship to province').and(page.locator('input'));
    await shipTo.fill('Makati');
    await page.getByRole('option', { name: 'Makati City · Metro Manila', exact: true }).click();
    await expect.poll(() => shipTo.inputValue()).toBe('Metro Manila');
    await shipTo.fill('NCR');
    await expect.poll(() => page.getByRole('option', { name: 'Metro Manila', exact: true }).isVisible()).toBe(true);
    await page.context().close();
  });
});
