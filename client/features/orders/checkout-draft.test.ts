import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants.ts';
import { forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft, startingValues } from './checkout-draft.ts';
import { EMPTY_DELIVERY } from './delivery-values.ts';

/** sessionStorage's interface over a Map: the tests run in Node, without a browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const TYPED = { ...EMPTY_DELIVERY, customer_name: 'Teresa Magbanua', province: 'Metro Manila', city: 'Pasig City', barangay: 'Kapitolyo' };

describe('the checkout draft', () => {
  it('gives back what was kept, and nothing once forgotten', () => {
    const storage = memoryStorage();
    saveCheckoutDraft(storage, 'guest', { values: TYPED, edited: ['customer_name'] });
    expect(readCheckoutDraft(storage, 'guest')).toEqual({ values: TYPED, edited: ['customer_name'] });
    forgetCheckoutDraft(storage);
    expect(readCheckoutDraft(storage, 'guest')).toBeNull();
  });

  it('shows a user’s draft to no one else, and carries a guest’s into the account they sign in to', () => {
    const storage = memoryStorage();
    saveCheckoutDraft(storage, 'user:7', { values: TYPED, edited: [] });
    expect(readCheckoutDraft(storage, 'user:8')).toBeNull();
    expect(readCheckoutDraft(storage, 'guest')).toBeNull();
    saveCheckoutDraft(storage, 'guest', { values: TYPED, edited: [] });
    expect(readCheckoutDraft(storage, 'user:8')?.values).toEqual(TYPED);
  });

  it('ignores a stored draft that is not one', () => {
    const storage = memoryStorage();
    for (const stored of ['not json', '{"owner":"guest","values":{"customer_name":1},"edited":[]}', '{"owner":"admin","values":{},"edited":[]}']) {
      storage.setItem(STORAGE_KEYS.checkoutDraft, stored);
      expect(readCheckoutDraft(storage, 'guest')).toBeNull();
    }
  });

  it('starts from the draft, unless a different province was chosen on the cart page since', () => {
    const draft = { values: TYPED, edited: [] };
    expect(startingValues(null, 'Cebu')).toEqual({ ...EMPTY_DELIVERY, province: 'Cebu' });
    expect(startingValues(draft, null)).toEqual(TYPED);
    expect(startingValues(draft, 'Metro Manila')).toEqual(TYPED);
    expect(startingValues(draft, 'Cebu')).toEqual({ ...TYPED, province: 'Cebu', city: '', barangay: '' });
  });
});
