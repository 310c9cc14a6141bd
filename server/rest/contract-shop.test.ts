import { proveContract } from '../test/rest-contract.ts';
import { SHOP_CASES } from '../test/rest-contract-shop-cases.ts';

/** The shop's paths for shoppers: accounts, the catalogue, carts and holds, queues, addresses and profiles. */
proveContract('the REST contract: the shop', SHOP_CASES);
