import { Migration } from '@mikro-orm/migrations';

export class Migration20261130155842_ProofReading extends Migration {

  override name = 'Migration20261130155842_ProofReading';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" add "proof_read_at" timestamptz null, add "proof_read_amount_centavos" int null, add "proof_read_reference" varchar(64) null;`);
    this.addSql(`create index "orders_proof_read_reference_index" on "orders" ("proof_read_reference");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_proof_read_reference_index";`);
    this.addSql(`alter table "orders" drop column "proof_read_at", drop column "proof_read_amount_centavos", drop column "proof_read_reference";`);
  }

}
