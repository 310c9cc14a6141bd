import { Migration } from '@mikro-orm/migrations';

/**
 * One piece, one sale, as a rule of the data (design.md §2): each order line carries its order's status,
 * copied by a foreign key with ON UPDATE CASCADE (which MikroORM cannot model, so it lives only here),
 * and a unique index lets at most one line hold a piece. This replaces products.restocked_at.
 */
export class Migration20261124203500_OnePieceOneHolder extends Migration {

  override name = 'Migration20261124203500_OnePieceOneHolder';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_items" add "order_status" text null, add "released" boolean not null default false;`);
    this.addSql(`update "order_items" set "order_status" = "orders"."status" from "orders" where "orders"."id" = "order_items"."order_id";`);
    this.addSql(`alter table "order_items" alter column "order_status" set not null;`);
    this.addSql(`alter table "order_items" add constraint "order_items_order_status_check" check ("order_status" in ('pending', 'approved', 'shipped', 'delivered', 'cancelled'));`);
    this.addSql(`alter table "orders" add constraint "orders_id_status_unique" unique ("id", "status");`);
    this.addSql(`alter table "order_items" add constraint "order_items_order_status_foreign" foreign key ("order_id", "order_status") references "orders" ("id", "status") on update cascade on delete cascade;`);

    // The rule this replaces: a restock let go of the piece in every order placed before it.
    this.addSql(`update "order_items" set "released" = true from "orders", "products"
      where "orders"."id" = "order_items"."order_id" and "products"."id" = "order_items"."product_id"
        and "orders"."status" <> 'cancelled' and "orders"."created_at" < "products"."restocked_at";`);
    // Should a piece still have two holders, the newest order keeps it, as the newest order set its status.
    this.addSql(`update "order_items" set "released" = true where "id" in (
      select "id" from (
        select "id", row_number() over (partition by "product_id" order by "order_id" desc) as "newest_first"
        from "order_items" where "product_id" is not null and "order_status" <> 'cancelled' and not "released"
      ) as "holders" where "newest_first" > 1);`);
    this.addSql(`alter table "products" drop column "restocked_at";`);
    this.addSql(`create unique index "order_items_one_holder_per_piece" on "order_items" ("product_id") where "order_status" <> 'cancelled' and not "released";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "order_items_one_holder_per_piece";`);
    this.addSql(`alter table "products" add "restocked_at" timestamptz(6) null;`);
    this.addSql(`alter table "order_items" drop constraint "order_items_order_status_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_id_status_unique";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_order_status_check";`);
    this.addSql(`alter table "order_items" drop column "order_status", drop column "released";`);
  }

}
