import { Migration } from '@mikro-orm/migrations';

export class Migration20261130152615_StatementMatches extends Migration {

  override name = 'Migration20261130152615_StatementMatches';

  override up(): void | Promise<void> {
    this.addSql(`create table "statement_matches" ("order_id" int not null, "verdict" text not null, "credit_line" int null, "credit_at" timestamptz null, "credit_amount_centavos" int null, "credit_reference" varchar(64) null, "reader" varchar(40) not null, "checked_at" timestamptz not null, primary key ("order_id"));`);

    this.addSql(`alter table "statement_matches" add constraint "statement_matches_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "statement_matches" add constraint "statement_matches_verdict_check" check ("verdict" in ('paid', 'amount-differs', 'paid-after-hold', 'no-such-reference', 'not-in-statement'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "statement_matches" cascade;`);
  }

}
