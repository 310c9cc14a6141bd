import { Migration } from '@mikro-orm/migrations';

export class Migration20261122154448_Initial extends Migration {

  override name = 'Migration20261122154448_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "announcements" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "text" varchar(500) not null, "is_active" boolean not null default true, "display_order" int not null default 0, "button_text" varchar(60) null, "button_link" varchar(500) null, "background_color" varchar(7) not null default '#000000', "text_color" varchar(7) not null default '#FFFFFF');`);
    this.addSql(`create index "announcements_is_active_display_order_index" on "announcements" ("is_active", "display_order");`);

    this.addSql(`create table "carts" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_kind" text not null, "owner_id" varchar(64) not null);`);
    this.addSql(`alter table "carts" add constraint "carts_owner_kind_owner_id_unique" unique ("owner_kind", "owner_id");`);

    this.addSql(`create table "guest_profiles" ("guest_id" varchar(64) not null, "customer_name" varchar(120) null, "email" varchar(254) null, "instagram_username" varchar(64) null, "address_line1" varchar(255) null, "barangay" varchar(120) null, "city" varchar(120) null, "province" varchar(120) null, "mobile_number" varchar(32) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("guest_id"));`);

    this.addSql(`create table "hero_slides" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "image_key" varchar(200) null, "title" varchar(200) null, "subtitle" varchar(300) null, "link" varchar(500) null, "order" int not null default 0, "is_active" boolean not null default true, "view_type" text not null default 'desktop');`);
    this.addSql(`create index "hero_slides_is_active_view_type_order_index" on "hero_slides" ("is_active", "view_type", "order");`);

    this.addSql(`create table "products" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sku" varchar(64) null, "name" varchar(200) not null, "description" text not null default '', "care_instructions" text not null default '', "price_centavos" int not null, "size" text not null, "category" text null, "is_new_arrival" boolean not null default false, "is_sale" boolean not null default false, "status" text not null default 'Available', "hold_buyer_kind" text null, "hold_buyer_id" varchar(64) null, "hold_expires_at" timestamptz null);`);
    this.addSql(`alter table "products" add constraint "products_sku_unique" unique ("sku");`);
    this.addSql(`create index "products_size_index" on "products" ("size");`);
    this.addSql(`create index "products_category_index" on "products" ("category");`);
    this.addSql(`create index "products_status_created_at_index" on "products" ("status", "created_at");`);
    this.addSql(`create index "products_is_new_arrival_status_index" on "products" ("is_new_arrival", "status");`);
    this.addSql(`create index "products_is_sale_status_index" on "products" ("is_sale", "status");`);

    this.addSql(`create table "cart_items" ("id" serial primary key, "cart_id" int not null, "product_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "cart_items_product_id_index" on "cart_items" ("product_id");`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_cart_id_product_id_unique" unique ("cart_id", "product_id");`);

    this.addSql(`create table "product_images" ("id" serial primary key, "product_id" int not null, "storage_key" varchar(200) not null, "position" int not null default 0, "width" int not null, "height" int not null);`);
    this.addSql(`create index "product_images_product_id_position_index" on "product_images" ("product_id", "position");`);

    this.addSql(`create table "settings" ("key" varchar(64) not null, "value" text not null, "updated_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(120) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" text not null default 'customer');`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "orders" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "status" text not null default 'pending', "user_id" int null, "guest_id" varchar(64) null, "email" varchar(254) not null, "customer_name" varchar(120) not null, "instagram_username" varchar(64) null, "address_line1" varchar(255) null, "barangay" varchar(120) null, "city" varchar(120) null, "province" varchar(120) null, "mobile_number" varchar(32) null, "payment_method" varchar(64) null, "payment_proof_key" varchar(200) not null, "subtotal_centavos" int not null, "shipping_fee_centavos" int not null, "total_centavos" int not null, "admin_notes" text null, "approved_at" timestamptz null, "idempotency_key" varchar(100) null);`);
    this.addSql(`create index "orders_status_index" on "orders" ("status");`);
    this.addSql(`create index "orders_user_id_index" on "orders" ("user_id");`);
    this.addSql(`create index "orders_guest_id_index" on "orders" ("guest_id");`);
    this.addSql(`alter table "orders" add constraint "orders_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "order_items" ("id" serial primary key, "order_id" int not null, "product_id" int null, "product_name" varchar(200) not null, "price_centavos" int not null);`);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);
    this.addSql(`create index "order_items_product_id_index" on "order_items" ("product_id");`);

    this.addSql(`create table "user_profiles" ("user_id" int not null, "instagram_username" varchar(64) null, "address_line1" varchar(255) null, "barangay" varchar(120) null, "city" varchar(120) null, "province" varchar(120) null, "mobile_number" varchar(32) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "carts" add constraint "carts_owner_kind_check" check ("owner_kind" in ('user', 'guest'));`);

    this.addSql(`alter table "hero_slides" add constraint "hero_slides_view_type_check" check ("view_type" in ('desktop', 'mobile'));`);

    this.addSql(`alter table "products" add constraint "products_hold_complete_check" check ((hold_buyer_kind is null) = (hold_buyer_id is null) and (hold_buyer_id is null) = (hold_expires_at is null));`);
    this.addSql(`alter table "products" add constraint "products_price_centavos_check" check (price_centavos >= 0);`);
    this.addSql(`alter table "products" add constraint "products_size_check" check ("size" in ('xs', 's', 'm', 'l', 'xl', 'xxl'));`);
    this.addSql(`alter table "products" add constraint "products_category_check" check ("category" in ('men', 'women'));`);
    this.addSql(`alter table "products" add constraint "products_status_check" check ("status" in ('Available', 'Pending', 'Sold'));`);
    this.addSql(`alter table "products" add constraint "products_hold_buyer_kind_check" check ("hold_buyer_kind" in ('user', 'guest'));`);

    this.addSql(`alter table "cart_items" add constraint "cart_items_cart_id_foreign" foreign key ("cart_id") references "carts" ("id") on delete cascade;`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);

    this.addSql(`alter table "product_images" add constraint "product_images_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);

    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('customer', 'admin'));`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'approved', 'shipped', 'delivered', 'cancelled'));`);

    this.addSql(`alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete set null;`);

    this.addSql(`alter table "user_profiles" add constraint "user_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "cart_items" drop constraint "cart_items_cart_id_foreign";`);
    this.addSql(`alter table "cart_items" drop constraint "cart_items_product_id_foreign";`);
    this.addSql(`alter table "product_images" drop constraint "product_images_product_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_product_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_user_id_foreign";`);
    this.addSql(`alter table "user_profiles" drop constraint "user_profiles_user_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_order_id_foreign";`);

    this.addSql(`drop table if exists "announcements" cascade;`);
    this.addSql(`drop table if exists "carts" cascade;`);
    this.addSql(`drop table if exists "guest_profiles" cascade;`);
    this.addSql(`drop table if exists "hero_slides" cascade;`);
    this.addSql(`drop table if exists "products" cascade;`);
    this.addSql(`drop table if exists "cart_items" cascade;`);
    this.addSql(`drop table if exists "product_images" cascade;`);
    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "order_items" cascade;`);
    this.addSql(`drop table if exists "user_profiles" cascade;`);
  }

}
