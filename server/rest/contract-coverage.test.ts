import { describe, expect, it } from 'vitest';
import { CATALOGUE_CASES } from '../test/rest-contract-catalogue-cases.ts';
import { CONTENT_CASES } from '../test/rest-contract-content-cases.ts';
import { ORDER_CASES } from '../test/rest-contract-order-cases.ts';
import { SHOP_CASES } from '../test/rest-contract-shop-cases.ts';
import { keyOf } from '../test/rest-contract.ts';
import { restRoutes } from './adapter.ts';

/**
 * The REST contract's cases are kept by area, each proven by its own file (contract-*.test.ts); all
 * together they must be the route table, so a route added without a case fails here.
 */
const CASES = { ...SHOP_CASES, ...ORDER_CASES, ...CATALOGUE_CASES, ...CONTENT_CASES };

describe('the REST contract', () => {
  it('has a case for every route of the table, and no case for a route that is not served', () => {
    expect(Object.keys(CASES).sort()).toEqual(restRoutes.map(keyOf).sort());
  });
});
