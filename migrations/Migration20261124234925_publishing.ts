import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234925_publishing extends Migration {
  override name = 'Migration20261124234925_publishing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_revision" ("id" serial primary key, "subject" text not null, "subject_id" int not null, "action" varchar(40) not null, "fields" jsonb not null, "restored_from" int null, "author_id" int null, "author_name" varchar(201) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "content_revision_created_at_index" on "content_revision" ("created_at");`,
    );
    this.addSql(
      `create index "content_revision_subject_subject_id_index" on "content_revision" ("subject", "subject_id");`,
    );

    this.addSql(
      `alter table "job" add "status" text not null default 'PUBLISHED', add "publish_at" timestamptz null, add "closes_at" timestamptz null, add "published_at" timestamptz null;`,
    );
    // Existing jobs keep their state: open ones are live since they were posted, closed ones closed.
    this.addSql(
      `update "job" set "status" = case when "is_open" then 'PUBLISHED' else 'CLOSED' end, "published_at" = "posted_at";`,
    );
    this.addSql(`drop index "job_is_open_index";`);
    this.addSql(`alter table "job" drop column "is_open";`);
    this.addSql(`create index "job_status_index" on "job" ("status");`);
    this.addSql(`create index "job_published_at_index" on "job" ("published_at");`);
    this.addSql(
      `alter table "job" add constraint "job_status_check" check ("status" in ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'CLOSED'));`,
    );

    this.addSql(
      `alter table "blog_post" add "status" text not null default 'PUBLISHED', add "publish_at" timestamptz null, add "published_at" timestamptz null;`,
    );
    // Existing posts are live, since they were made.
    this.addSql(`update "blog_post" set "published_at" = "created_at";`);
    this.addSql(`create index "blog_post_status_index" on "blog_post" ("status");`);
    this.addSql(`create index "blog_post_published_at_index" on "blog_post" ("published_at");`);
    this.addSql(
      `alter table "blog_post" add constraint "blog_post_status_check" check ("status" in ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'));`,
    );

    this.addSql(
      `alter table "content_revision" add constraint "content_revision_author_id_foreign" foreign key ("author_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "content_revision" add constraint "content_revision_subject_check" check ("subject" in ('post', 'job'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_revision" cascade;`);

    this.addSql(`drop index "blog_post_status_index";`);
    this.addSql(`drop index "blog_post_published_at_index";`);
    this.addSql(`alter table "blog_post" drop constraint "blog_post_status_check";`);
    this.addSql(
      `alter table "blog_post" drop column "status", drop column "publish_at", drop column "published_at";`,
    );

    this.addSql(`alter table "job" add "is_open" bool not null default true;`);
    this.addSql(`update "job" set "is_open" = ("status" = 'PUBLISHED');`);
    this.addSql(`create index "job_is_open_index" on "job" ("is_open");`);
    this.addSql(`drop index "job_status_index";`);
    this.addSql(`drop index "job_published_at_index";`);
    this.addSql(`alter table "job" drop constraint "job_status_check";`);
    this.addSql(
      `alter table "job" drop column "status", drop column "publish_at", drop column "closes_at", drop column "published_at";`,
    );
  }
}
