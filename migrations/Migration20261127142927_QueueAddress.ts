import { Migration } from '@mikro-orm/migrations';

export class Migration20261127142927_QueueAddress extends Migration {

  override name = 'Migration20261127142927_QueueAddress';

  override up(): void | Promise<void> {
    this.addSql(`alter table "queue_entries" add "address" varchar(64) null;`);
    this.addSql(`create index "queue_entries_address_index" on "queue_entries" ("address");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "queue_entries_address_index";`);
    this.addSql(`alter table "queue_entries" drop column "address";`);
  }

}
