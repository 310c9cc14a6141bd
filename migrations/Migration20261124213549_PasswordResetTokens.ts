import { Migration } from '@mikro-orm/migrations';

export class Migration20261124213549_PasswordResetTokens extends Migration {

  override name = 'Migration20261124213549_PasswordResetTokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("token_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}
