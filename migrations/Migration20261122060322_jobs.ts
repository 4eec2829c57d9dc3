import { Migration } from '@mikro-orm/migrations';

export class Migration20261122060322_jobs extends Migration {
  override name = 'Migration20261122060322_jobs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job" ("id" serial primary key, "slug" varchar(160) not null, "title" varchar(200) not null, "department" text not null, "location" varchar(120) not null, "type" text not null, "experience" varchar(60) not null, "description" text not null, "skills" text[] not null default '{}', "is_open" boolean not null default true, "posted_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "job" add constraint "job_slug_unique" unique ("slug");`);
    this.addSql(`create index "job_department_index" on "job" ("department");`);
    this.addSql(`create index "job_is_open_index" on "job" ("is_open");`);
    this.addSql(`create index "job_posted_at_index" on "job" ("posted_at");`);

    this.addSql(
      `alter table "job" add constraint "job_department_check" check ("department" in ('Engineering', 'Design', 'Marketing', 'Sales', 'Product', 'HR', 'Finance'));`,
    );
    this.addSql(
      `alter table "job" add constraint "job_type_check" check ("type" in ('Full-time', 'Part-time', 'Contract', 'Freelance'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job" cascade;`);
  }
}
