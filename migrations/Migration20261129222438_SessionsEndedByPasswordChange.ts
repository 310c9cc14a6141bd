import { Migration } from '@mikro-orm/migrations';

export class Migration20261129222438_SessionsEndedByPasswordChange extends Migration {

  override name = 'Migration20261129222438_SessionsEndedByPasswordChange';

  override up(): void | Promise<void> {
    this.addSql(`create table "ended_sessions" ("id" varchar(64) not null, "reason" text not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ended_sessions_expires_at_index" on "ended_sessions" ("expires_at");`);

    this.addSql(`alter table "ended_sessions" add constraint "ended_sessions_reason_check" check ("reason" in ('password-changed-by-shop', 'password-changed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ended_sessions" cascade;`);
  }

}
