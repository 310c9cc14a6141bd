import { proveContract } from '../test/rest-contract.ts';
import { CONTENT_CASES } from '../test/rest-contract-content-cases.ts';

/** The owner's announcements, hero carousel, settings and accounts. */
proveContract('the REST contract: the owner’s content, settings and users', CONTENT_CASES);
