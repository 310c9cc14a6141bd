import { Migration } from '@mikro-orm/migrations';

export class Migration20261201015011_PushDevices extends Migration {

  override name = 'Migration20261201015011_PushDevices';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_devices" ("id" serial primary key, "user_id" int not null, "endpoint" varchar(1000) not null, "p256dh" varchar(100) not null, "auth" varchar(50) not null, "name" varchar(80) not null, "created_at" timestamptz not null, "last_pushed_at" timestamptz null);`);
    this.addSql(`create index "push_devices_user_id_index" on "push_devices" ("user_id");`);
    this.addSql(`alter table "push_devices" add constraint "push_devices_endpoint_unique" unique ("endpoint");`);

    this.addSql(`create table "vapid_keys" ("id" int not null, "public_key" varchar(100) not null, "private_key" varchar(100) not null, "created_at" timestamptz not null, primary key ("id"), constraint "vapid_keys_one_pair" check ("id" = 1));`);

    this.addSql(`alter table "push_devices" add constraint "push_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_devices" cascade;`);
    this.addSql(`drop table if exists "vapid_keys" cascade;`);
  }

}
