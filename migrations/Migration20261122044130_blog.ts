import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044130_blog extends Migration {
  override name = 'Migration20261122044130_blog';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blog_post" ("id" serial primary key, "slug" varchar(160) not null, "title" varchar(200) not null, "description" text not null, "category" text not null, "image" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "blog_post" add constraint "blog_post_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_post_category_index" on "blog_post" ("category");`);
    this.addSql(`create index "blog_post_created_at_index" on "blog_post" ("created_at");`);

    this.addSql(
      `alter table "blog_post" add constraint "blog_post_category_check" check ("category" in ('EDUCATIONAL_CONTENT', 'REGULAR_UPDATE', 'SEO_BENEFITS'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blog_post" cascade;`);
  }
}
