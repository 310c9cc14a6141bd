import { Migration } from '@mikro-orm/migrations';

export class Migration20261127120000_Queue extends Migration {

  override name = 'Migration20261127120000_Queue';

  override up(): void | Promise<void> {
    this.addSql(`create table "queue_entries" ("id" serial primary key, "product_id" int not null, "buyer_kind" text not null, "buyer_id" varchar(64) not null, "email" varchar(254) not null, "joined_at" timestamptz not null, "turn_starts_at" timestamptz null, "turn_ends_at" timestamptz null, "notified_at" timestamptz null);`);
    this.addSql(`alter table "queue_entries" add constraint "queue_entries_product_id_buyer_kind_buyer_id_unique" unique ("product_id", "buyer_kind", "buyer_id");`);
    this.addSql(`create index "queue_entries_buyer_id_buyer_kind_index" on "queue_entries" ("buyer_id", "buyer_kind");`);
    this.addSql(`alter table "queue_entries" add constraint "queue_entries_buyer_kind_check" check ("buyer_kind" in ('user', 'guest'));`);
    this.addSql(`alter table "queue_entries" add constraint "queue_entries_turn_complete_check" check ((turn_starts_at is null) = (turn_ends_at is null));`);
    this.addSql(`alter table "queue_entries" add constraint "queue_entries_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);

    this.addSql(`alter table "products" add "queue_ends_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "queue_entries" cascade;`);
    this.addSql(`alter table "products" drop column "queue_ends_at";`);
  }

}
