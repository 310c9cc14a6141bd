import { Migration } from '@mikro-orm/migrations';

export class Migration20261123113822_RateLimits extends Migration {

  override name = 'Migration20261123113822_RateLimits';

  override up(): void | Promise<void> {
    // Unlogged: counters skip the write-ahead log (no fsync per sign-in or hold) and are emptied after a
    // crash, which only forgives a few minutes of counting. MikroORM does not model this, so it lives here.
    this.addSql(`create unlogged table "rate_limits" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
