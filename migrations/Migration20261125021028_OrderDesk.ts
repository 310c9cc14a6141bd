import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021028_OrderDesk extends Migration {

  override name = 'Migration20261125021028_OrderDesk';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_events" ("id" serial primary key, "order_id" int not null, "kind" text not null, "actor_id" int null, "actor_email" varchar(254) not null, "detail" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "order_events_order_id_index" on "order_events" ("order_id");`);

    this.addSql(`alter table "orders" add "payment_reference" varchar(64) null, add "amount_sent_centavos" int null, add "proof_hash" varchar(64) null, add "payment_checks" jsonb not null default '[]', add "courier" varchar(32) null, add "tracking_number" varchar(64) null;`);
    this.addSql(`create index "orders_payment_reference_index" on "orders" ("payment_reference");`);
    this.addSql(`create index "orders_proof_hash_index" on "orders" ("proof_hash");`);

    this.addSql(`alter table "order_events" add constraint "order_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_events" add constraint "order_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "order_events" add constraint "order_events_kind_check" check ("kind" in ('status', 'note', 'payment-check', 'shipping', 'proof-viewed', 'exported'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_events" cascade;`);

    this.addSql(`drop index "orders_payment_reference_index";`);
    this.addSql(`drop index "orders_proof_hash_index";`);
    this.addSql(`alter table "orders" drop column "payment_reference", drop column "amount_sent_centavos", drop column "proof_hash", drop column "payment_checks", drop column "courier", drop column "tracking_number";`);
  }

}
