import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233744_post_markdown_author_seo extends Migration {
  override name = 'Migration20261124233744_post_markdown_author_seo';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "job" add "meta_title" varchar(120) null, add "meta_description" varchar(320) null, add "canonical_url" varchar(500) null, add "social_image_id" int null;`,
    );
    this.addSql(
      `alter table "job" add constraint "job_social_image_id_foreign" foreign key ("social_image_id") references "media_asset" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "blog_post" add "body_format" text not null default 'PLAIN', add "author_id" int null, add "meta_title" varchar(120) null, add "meta_description" varchar(320) null, add "canonical_url" varchar(500) null, add "social_image_id" int null;`,
    );
    this.addSql(
      `alter table "blog_post" add constraint "blog_post_author_id_foreign" foreign key ("author_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "blog_post" add constraint "blog_post_social_image_id_foreign" foreign key ("social_image_id") references "media_asset" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "blog_post" add constraint "blog_post_body_format_check" check ("body_format" in ('PLAIN', 'MARKDOWN'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_post" drop constraint "blog_post_author_id_foreign";`);
    this.addSql(`alter table "blog_post" drop constraint "blog_post_social_image_id_foreign";`);

    this.addSql(`alter table "job" drop constraint "job_social_image_id_foreign";`);

    this.addSql(`alter table "blog_post" drop constraint "blog_post_body_format_check";`);
    this.addSql(
      `alter table "blog_post" drop column "body_format", drop column "author_id", drop column "meta_title", drop column "meta_description", drop column "canonical_url", drop column "social_image_id";`,
    );

    this.addSql(
      `alter table "job" drop column "meta_title", drop column "meta_description", drop column "canonical_url", drop column "social_image_id";`,
    );
  }
}
