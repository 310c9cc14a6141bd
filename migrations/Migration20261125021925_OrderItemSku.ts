import { Migration } from '@mikro-orm/migrations';

export class Migration20261125021925_OrderItemSku extends Migration {

  override name = 'Migration20261125021925_OrderItemSku';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_items" add "product_sku" varchar(64) null;`);
    // Lines bought before SKUs were copied take their piece's SKU as it is now, where the piece still exists.
    this.addSql(`update "order_items" set "product_sku" = "products"."sku" from "products" where "products"."id" = "order_items"."product_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_items" drop column "product_sku";`);
  }

}
