import { Migration } from '@mikro-orm/migrations';

/** Decision 025: a verified e-mail before a drop's opening minutes, and the inbox a drop's limit per buyer counts. */
export class Migration20261129150424_EmailVerification extends Migration {

  override name = 'Migration20261129150424_EmailVerification';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "email_verified_at" timestamptz null, add "mailbox" varchar(254) generated always as (case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(email), '@', 1), '+', 1) || '@' || split_part(lower(email), '@', 2) end) stored not null;`);
    this.addSql(`create index "users_mailbox_index" on "users" ("mailbox");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_mailbox_index";`);
    this.addSql(`alter table "users" drop column "email_verified_at", drop column "mailbox";`);
  }

}
