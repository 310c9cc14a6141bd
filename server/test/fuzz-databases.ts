import { atDepth } from './depth.ts';
import { TEST_DATABASES, type DatabaseKind } from './test-db.ts';

/**
 * The databases the fuzzing runs on: PostgreSQL alone in CI (the last of TEST_DATABASES, PGlite where
 * it is the only one), both at `deep`. It fuzzes the schemas and the services' refusals, which are the
 * same code whatever the database; the REST and tRPC contracts (server/rest/contract-*.test.ts) prove
 * each route on both. On both, the REST and tRPC fuzzing took 127 s of a CI worker (at cb31fc7); on
 * PostgreSQL alone, 44 s.
 */
export const FUZZ_DATABASES: DatabaseKind[] = atDepth({ ci: TEST_DATABASES.slice(-1), deep: TEST_DATABASES });
