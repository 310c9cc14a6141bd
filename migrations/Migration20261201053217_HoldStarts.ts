import { Migration } from '@mikro-orm/migrations';

export class Migration20261201053217_HoldStarts extends Migration {

  override name = 'Migration20261201053217_HoldStarts';

  override up(): void | Promise<void> {
    this.addSql(`create table "hold_starts" ("id" serial primary key, "product_id" int not null, "buyer_kind" text not null, "buyer_id" varchar(64) not null, "started_at" timestamptz not null);`);
    this.addSql(`create index "hold_starts_started_at_index" on "hold_starts" ("started_at");`);
    this.addSql(`alter table "hold_starts" add constraint "hold_starts_product_id_buyer_kind_buyer_id_started_at_unique" unique ("product_id", "buyer_kind", "buyer_id", "started_at");`);

    this.addSql(`alter table "hold_starts" add constraint "hold_starts_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "hold_starts" add constraint "hold_starts_buyer_kind_check" check ("buyer_kind" in ('user', 'guest'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hold_starts" cascade;`);
  }

}
