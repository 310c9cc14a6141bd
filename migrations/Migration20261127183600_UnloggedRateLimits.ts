import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters are minutes old and worth nothing after a crash, yet every counted call (each
 * hold of a drop counts two) wrote them through the WAL and waited for its flush on commit. Unlogged,
 * an upsert skips both: about three times the upserts per second here (pgbench, 10 clients). After a
 * crash PostgreSQL empties the table, so windows start afresh, which is what a restart does anyway.
 */
export class Migration20261127183600_UnloggedRateLimits extends Migration {

  override name = 'Migration20261127183600_UnloggedRateLimits';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limits" set unlogged;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limits" set logged;`);
  }

}
