import { Migration } from '@mikro-orm/migrations';

export class Migration20261129224152_PaymentFix extends Migration {

  override name = 'Migration20261129224152_PaymentFix';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`alter table "orders" add "payment_fix_due_at" timestamptz null;`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'awaiting_payment_fix', 'approved', 'shipped', 'delivered', 'cancelled'));`);

    this.addSql(`alter table "order_items" drop constraint "order_items_order_status_check";`);
    this.addSql(`alter table "order_items" add constraint "order_items_order_status_check" check ("order_status" in ('pending', 'awaiting_payment_fix', 'approved', 'shipped', 'delivered', 'cancelled'));`);

    this.addSql(`alter table "order_events" drop constraint "order_events_kind_check";`);
    this.addSql(`alter table "order_events" add constraint "order_events_kind_check" check ("kind" in ('status', 'note', 'payment-check', 'payment-fix', 'shipping', 'proof-viewed', 'exported'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_events" drop constraint "order_events_kind_check";`);
    this.addSql(`alter table "order_events" add constraint "order_events_kind_check" check ("kind" in ('status', 'note', 'payment-check', 'shipping', 'proof-viewed', 'exported'));`);

    this.addSql(`alter table "order_items" drop constraint "order_items_order_status_check";`);
    this.addSql(`alter table "order_items" add constraint "order_items_order_status_check" check ("order_status" in ('pending', 'approved', 'shipped', 'delivered', 'cancelled'));`);

    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`alter table "orders" drop column "payment_fix_due_at";`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'approved', 'shipped', 'delivered', 'cancelled'));`);
  }

}
