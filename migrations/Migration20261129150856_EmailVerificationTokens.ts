import { Migration } from '@mikro-orm/migrations';

/** The links that verify an account's e-mail: the token's hash, the address it was sent to, its expiry (README "Sending mail"). */
export class Migration20261129150856_EmailVerificationTokens extends Migration {

  override name = 'Migration20261129150856_EmailVerificationTokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_verification_tokens" ("token_hash" varchar(64) not null, "user_id" int not null, "email" varchar(254) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "email_verification_tokens_user_id_index" on "email_verification_tokens" ("user_id");`);

    this.addSql(`alter table "email_verification_tokens" add constraint "email_verification_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_verification_tokens" cascade;`);
  }

}
