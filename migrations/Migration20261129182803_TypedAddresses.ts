import { Migration } from '@mikro-orm/migrations';

export class Migration20261129182803_TypedAddresses extends Migration {

  override name = 'Migration20261129182803_TypedAddresses';

  override up(): void | Promise<void> {
    this.addSql(`create table "confirmed_mailboxes" ("mailbox" varchar(254) not null, "confirmed_at" timestamptz not null, primary key ("mailbox"));`);

    this.addSql(`drop index "mails_recipient_lower_index";`);
    this.addSql(`alter table "mails" add "recipient_mailbox" varchar(254) generated always as (case when split_part(lower(recipient), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(recipient), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(recipient), '@', 1), '+', 1) || '@' || split_part(lower(recipient), '@', 2) end) stored null, add "typed_address_link_hash" varchar(64) null;`);
    this.addSql(`alter table "mails" add constraint "mails_typed_address_link_hash_unique" unique ("typed_address_link_hash");`);
    this.addSql(`create index "mails_recipient_mailbox_updated_at_index" on "mails" ("recipient_mailbox", "updated_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "confirmed_mailboxes" cascade;`);

    this.addSql(`alter table "mails" drop constraint "mails_typed_address_link_hash_unique";`);
    this.addSql(`drop index "mails_recipient_mailbox_updated_at_index";`);
    this.addSql(`alter table "mails" drop column "recipient_mailbox", drop column "typed_address_link_hash";`);
    this.addSql(`create index "mails_recipient_lower_index" on "mails" (lower("recipient"));`);
  }

}
