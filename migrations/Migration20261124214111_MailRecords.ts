import { Migration } from '@mikro-orm/migrations';

export class Migration20261124214111_MailRecords extends Migration {

  override name = 'Migration20261124214111_MailRecords';

  override up(): void | Promise<void> {
    this.addSql(`create table "mails" ("id" serial primary key, "kind" varchar(60) not null, "about" varchar(60) null, "data" jsonb not null, "state" text not null default 'queued', "attempts" int not null default 0, "recipient" varchar(254) null, "subject" varchar(300) null, "last_error" varchar(500) null, "queued_at" timestamptz not null, "sent_at" timestamptz null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "mails_about_index" on "mails" ("about");`);

    this.addSql(`alter table "mails" add constraint "mails_state_check" check ("state" in ('queued', 'sent', 'retrying', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mails" cascade;`);
  }

}
