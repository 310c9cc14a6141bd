import { proveContract } from '../test/rest-contract.ts';
import { CATALOGUE_CASES } from '../test/rest-contract-catalogue-cases.ts';

/** The owner's pieces, drops, live holds and queues. */
proveContract('the REST contract: the owner’s catalogue', CATALOGUE_CASES);
