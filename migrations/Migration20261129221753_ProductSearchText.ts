import { Migration } from '@mikro-orm/migrations';

/** The catalogue search's folded text of each piece, kept by PostgreSQL (server/modules/pieces/search-text.ts). */
export class Migration20261129221753_ProductSearchText extends Migration {

  override name = 'Migration20261129221753_ProductSearchText';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add "search_text" text generated always as (lower(regexp_replace(normalize(name || '|' || regexp_replace(description, '<[^>]*>|&[a-z0-9#]+;', ' ', 'gi') || '|' || coalesce(brand, '') || '|' || coalesce(era, '') || '|' || coalesce(material, ''), NFD), '[^A-Za-z0-9|]+', '', 'g'))) stored not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" drop column "search_text";`);
  }

}
