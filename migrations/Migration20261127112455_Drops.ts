import { Migration } from '@mikro-orm/migrations';

export class Migration20261127112455_Drops extends Migration {

  override name = 'Migration20261127112455_Drops';

  override up(): void | Promise<void> {
    this.addSql(`create table "drops" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "slug" varchar(80) not null, "name" varchar(120) not null, "description" text not null default '', "cover_key" varchar(200) null, "drop_at" timestamptz not null, "show_teaser" boolean not null default true, "cancelled_at" timestamptz null);`);
    this.addSql(`alter table "drops" add constraint "drops_slug_unique" unique ("slug");`);
    this.addSql(`create index "drops_drop_at_index" on "drops" ("drop_at");`);

    this.addSql(`create table "product_events" ("id" serial primary key, "product_id" int not null, "kind" text not null, "actor_id" int null, "actor_email" varchar(254) not null, "detail" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "product_events_product_id_index" on "product_events" ("product_id");`);

    this.addSql(`alter table "products" add "drop_at" timestamptz null, add "drop_id" int null, add "marked_sold_at" timestamptz null, add "reserved_for" varchar(100) null, add "reserved_until" timestamptz null;`);
    // Every piece listed before drops existed stays live: it went on sale when it was saved.
    this.addSql(`update "products" set "drop_at" = "created_at";`);
    this.addSql(`alter table "products" add constraint "products_drop_id_foreign" foreign key ("drop_id") references "drops" ("id") on delete set null;`);
    this.addSql(`create index "products_drop_at_index" on "products" ("drop_at");`);
    this.addSql(`create index "products_drop_id_index" on "products" ("drop_id");`);
    this.addSql(`alter table "products" add constraint "products_reservation_complete_check" check ((reserved_for is null) = (reserved_until is null));`);
    this.addSql(`alter table "products" add constraint "products_marked_sold_check" check (marked_sold_at is null or status = 'Sold');`);

    this.addSql(`alter table "product_events" add constraint "product_events_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "product_events" add constraint "product_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "product_events" add constraint "product_events_kind_check" check ("kind" in ('marked-sold', 'unmarked-sold', 'reserved', 'reservation-ended', 'visibility', 'queue-cleared'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" drop constraint "products_drop_id_foreign";`);

    this.addSql(`drop table if exists "drops" cascade;`);
    this.addSql(`drop table if exists "product_events" cascade;`);

    this.addSql(`drop index "products_drop_at_index";`);
    this.addSql(`drop index "products_drop_id_index";`);
    this.addSql(`alter table "products" drop constraint "products_reservation_complete_check";`);
    this.addSql(`alter table "products" drop constraint "products_marked_sold_check";`);
    this.addSql(`alter table "products" drop column "drop_at", drop column "drop_id", drop column "marked_sold_at", drop column "reserved_for", drop column "reserved_until";`);
  }

}
