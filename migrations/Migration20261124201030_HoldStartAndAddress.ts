import { Migration } from '@mikro-orm/migrations';

export class Migration20261124201030_HoldStartAndAddress extends Migration {

  override name = 'Migration20261124201030_HoldStartAndAddress';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" drop constraint "products_hold_complete_check";`);
    this.addSql(`alter table "products" add "hold_started_at" timestamptz null, add "hold_address" varchar(64) null;`);
    // A hold from before has no recorded start: it counts from now, so its renewals end within twice the duration from here.
    this.addSql(`update "products" set "hold_started_at" = least(now(), "hold_expires_at") where "hold_expires_at" > now();`);
    this.addSql(`create index "products_hold_buyer_id_hold_buyer_kind_index" on "products" ("hold_buyer_id", "hold_buyer_kind");`);
    this.addSql(`create index "products_hold_address_index" on "products" ("hold_address");`);
    this.addSql(`alter table "products" add constraint "products_hold_complete_check" check ((hold_buyer_kind is null) = (hold_buyer_id is null) and (hold_buyer_id is null) = (hold_expires_at is null) and (hold_started_at is null or hold_buyer_id is not null) and (hold_address is null or hold_buyer_id is not null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "products_hold_buyer_id_hold_buyer_kind_index";`);
    this.addSql(`drop index "products_hold_address_index";`);
    this.addSql(`alter table "products" drop constraint "products_hold_complete_check";`);
    this.addSql(`alter table "products" drop column "hold_started_at", drop column "hold_address";`);
    this.addSql(`alter table "products" add constraint "products_hold_complete_check" check ((hold_buyer_kind is null) = (hold_buyer_id is null) and (hold_buyer_id is null) = (hold_expires_at is null));`);
  }

}
