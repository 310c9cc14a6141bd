import { Migration } from '@mikro-orm/migrations';

export class Migration20261130185347_DistinctAmounts extends Migration {

  override name = 'Migration20261130185347_DistinctAmounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "amount_reservations" ("buyer_kind" text not null, "buyer_id" varchar(64) not null, "base_centavos" int not null, "amount_centavos" int not null, "expires_at" timestamptz not null, primary key ("buyer_kind", "buyer_id"));`);
    this.addSql(`create index "amount_reservations_amount_centavos_index" on "amount_reservations" ("amount_centavos");`);
    this.addSql(`create index "amount_reservations_expires_at_index" on "amount_reservations" ("expires_at");`);

    this.addSql(`alter table "orders" add "discount_centavos" int not null default 0;`);

    this.addSql(`alter table "amount_reservations" add constraint "amount_reservations_buyer_kind_check" check ("buyer_kind" in ('user', 'guest'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "amount_reservations" cascade;`);

    this.addSql(`alter table "orders" drop column "discount_centavos";`);
  }

}
