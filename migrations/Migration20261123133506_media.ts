import { Migration } from '@mikro-orm/migrations';

export class Migration20261123133506_media extends Migration {
  override name = 'Migration20261123133506_media';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "media_asset" ("id" serial primary key, "storage_key" varchar(64) not null, "original_name" varchar(200) not null, "mime_type" varchar(100) not null, "size" int not null, "width" int null, "height" int null, "uploaded_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "media_asset" add constraint "media_asset_storage_key_unique" unique ("storage_key");`,
    );
    this.addSql(`create index "media_asset_created_at_index" on "media_asset" ("created_at");`);

    this.addSql(`alter table "blog_post" add "image_asset_id" int null;`);
    this.addSql(
      `alter table "blog_post" add constraint "blog_post_image_asset_id_foreign" foreign key ("image_asset_id") references "media_asset" ("id") on delete set null;`,
    );
    this.addSql(`create index "blog_post_image_asset_id_index" on "blog_post" ("image_asset_id");`);

    this.addSql(
      `alter table "media_asset" add constraint "media_asset_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "staff_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_post" drop constraint "blog_post_image_asset_id_foreign";`);

    this.addSql(`drop table if exists "media_asset" cascade;`);

    this.addSql(`drop index "blog_post_image_asset_id_index";`);
    this.addSql(`alter table "blog_post" drop column "image_asset_id";`);
  }
}
