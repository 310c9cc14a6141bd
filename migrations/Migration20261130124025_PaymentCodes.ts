import { Migration } from '@mikro-orm/migrations';

export class Migration20261130124025_PaymentCodes extends Migration {

  override name = 'Migration20261130124025_PaymentCodes';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_codes" ("id" int not null, "payload" text not null, "tested_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_codes" cascade;`);
  }

}
