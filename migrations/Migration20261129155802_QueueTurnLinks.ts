import { Migration } from '@mikro-orm/migrations';

export class Migration20261129155802_QueueTurnLinks extends Migration {

  override name = 'Migration20261129155802_QueueTurnLinks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "queue_entries" add "turn_link_hash" varchar(64) null;`);
    this.addSql(`alter table "queue_entries" add constraint "queue_entries_turn_link_hash_unique" unique ("turn_link_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "queue_entries" drop constraint "queue_entries_turn_link_hash_unique";`);
    this.addSql(`alter table "queue_entries" drop column "turn_link_hash";`);
  }

}
