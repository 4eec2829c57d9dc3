import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141202_job_applications extends Migration {
  override name = 'Migration20261123141202_job_applications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_application" ("id" serial primary key, "job_id" int not null, "full_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "experience" varchar(60) not null, "portfolio" varchar(500) null, "resume_key" varchar(100) not null, "resume_mime" varchar(100) not null, "resume_name" varchar(200) not null, "resume_size" int not null, "status" text not null default 'NEW', "notes" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "job_application_job_id_index" on "job_application" ("job_id");`);
    this.addSql(`create index "job_application_email_index" on "job_application" ("email");`);
    this.addSql(`create index "job_application_status_index" on "job_application" ("status");`);
    this.addSql(
      `create index "job_application_created_at_index" on "job_application" ("created_at");`,
    );

    this.addSql(
      `alter table "job_application" add constraint "job_application_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "job_application" add constraint "job_application_status_check" check ("status" in ('NEW', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'HIRED', 'REJECTED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_application" cascade;`);
  }
}
