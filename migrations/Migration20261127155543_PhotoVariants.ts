import { Migration } from '@mikro-orm/migrations';

export class Migration20261127155543_PhotoVariants extends Migration {

  override name = 'Migration20261127155543_PhotoVariants';

  override up(): void | Promise<void> {
    this.addSql(`alter table "product_images" add "variants" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_images" drop column "variants";`);
  }

}
