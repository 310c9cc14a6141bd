import { Migration } from '@mikro-orm/migrations';

export class Migration20261124213010_OrderViewLinks extends Migration {

  override name = 'Migration20261124213010_OrderViewLinks';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_view_links" ("token_hash" varchar(64) not null, "order_id" int not null, "created_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "order_view_links_order_id_index" on "order_view_links" ("order_id");`);

    this.addSql(`alter table "order_view_links" add constraint "order_view_links_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_view_links" cascade;`);
  }

}
