import { Migration } from '@mikro-orm/migrations';

export class Migration20261124200643_OrderIdempotencyKeyPerBuyer extends Migration {

  override name = 'Migration20261124200643_OrderIdempotencyKeyPerBuyer';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_idempotency_key_unique";`);
    this.addSql(`alter table "orders" add constraint "orders_user_idempotency_key_unique" unique ("user_id", "idempotency_key");`);
    this.addSql(`create unique index "orders_guest_idempotency_key_unique" on "orders" ("guest_id", "idempotency_key") where user_id is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_user_idempotency_key_unique";`);
    this.addSql(`drop index "orders_guest_idempotency_key_unique";`);
    this.addSql(`alter table "orders" add constraint "orders_idempotency_key_unique" unique ("idempotency_key");`);
  }

}
