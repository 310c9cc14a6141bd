import { Migration } from '@mikro-orm/migrations';

export class Migration20261127143916_VintageDetails extends Migration {

  override name = 'Migration20261127143916_VintageDetails';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add "garment_type" text null, add "pit_to_pit_um" int null, add "shoulder_um" int null, add "sleeve_um" int null, add "length_um" int null, add "waist_um" int null, add "hip_um" int null, add "rise_um" int null, add "inseam_um" int null, add "condition" text null, add "flaws" varchar(500) null, add "brand" varchar(100) null, add "era" varchar(50) null, add "material" varchar(100) null;`);
    this.addSql(`create index "products_pit_to_pit_um_index" on "products" ("pit_to_pit_um");`);
    this.addSql(`create index "products_waist_um_index" on "products" ("waist_um");`);
    this.addSql(`create index "products_condition_index" on "products" ("condition");`);
    this.addSql(`alter table "products" add constraint "products_garment_type_check" check ("garment_type" in ('tops', 'bottoms', 'dresses', 'outerwear'));`);
    this.addSql(`alter table "products" add constraint "products_condition_check" check ("condition" in ('mint', 'excellent', 'very_good', 'good', 'fair'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "products_pit_to_pit_um_index";`);
    this.addSql(`drop index "products_waist_um_index";`);
    this.addSql(`drop index "products_condition_index";`);
    this.addSql(`alter table "products" drop constraint "products_garment_type_check";`);
    this.addSql(`alter table "products" drop constraint "products_condition_check";`);
    this.addSql(`alter table "products" drop column "garment_type", drop column "pit_to_pit_um", drop column "shoulder_um", drop column "sleeve_um", drop column "length_um", drop column "waist_um", drop column "hip_um", drop column "rise_um", drop column "inseam_um", drop column "condition", drop column "flaws", drop column "brand", drop column "era", drop column "material";`);
  }

}
