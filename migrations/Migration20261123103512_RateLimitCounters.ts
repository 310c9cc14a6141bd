import { Migration } from '@mikro-orm/migrations';

export class Migration20261123103512_RateLimitCounters extends Migration {

  override name = 'Migration20261123103512_RateLimitCounters';

  override up(): void | Promise<void> {
    // Unlogged: counters skip the write-ahead log (no fsync per sign-in or hold) and are emptied after a
    // crash, which only forgives a few minutes of counting. MikroORM does not model this, so it lives here.
    this.addSql(`create unlogged table "rate_limit_counters" ("key" varchar(128) not null, "hits" int not null, "reset_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "rate_limit_counters_reset_at_index" on "rate_limit_counters" ("reset_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
  }

}
