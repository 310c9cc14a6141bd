import { Migration } from '@mikro-orm/migrations';

export class Migration20261123114438_ProductRestockedAt extends Migration {

  override name = 'Migration20261123114438_ProductRestockedAt';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add "restocked_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" drop column "restocked_at";`);
  }

}
