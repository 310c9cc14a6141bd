import { proveContract } from '../test/rest-contract.ts';
import { ORDER_CASES } from '../test/rest-contract-order-cases.ts';

/** A buyer's and a guest's checkout and orders, and the owner's desk of orders and packing slips. */
proveContract('the REST contract: orders', ORDER_CASES);
