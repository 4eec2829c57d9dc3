import { Migration } from '@mikro-orm/migrations';

export class Migration20261123131015_workforce extends Migration {
  override name = 'Migration20261123131015_workforce';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "task" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "customer_name" varchar(200) not null default '', "priority" text not null default 'MEDIUM', "status" text not null default 'PENDING', "status_changed_at" timestamptz not null, "due_date" varchar(10) not null, "previous_due_date" varchar(10) null, "assignee_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "task_status_index" on "task" ("status");`);
    this.addSql(`create index "task_status_changed_at_index" on "task" ("status_changed_at");`);
    this.addSql(`create index "task_due_date_index" on "task" ("due_date");`);
    this.addSql(`create index "task_assignee_id_index" on "task" ("assignee_id");`);
    this.addSql(`create index "task_created_at_index" on "task" ("created_at");`);

    this.addSql(
      `create table "task_outcome" ("id" serial primary key, "task_id" int not null, "kind" text not null, "company_name" varchar(200) not null, "name" varchar(200) not null, "phone" varchar(30) not null, "current_location" varchar(300) not null, "category" varchar(100) null, "value" varchar(200) null, "plan" varchar(100) null, "region" varchar(200) null, "date" varchar(10) null, "reported_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "task_outcome_task_id_index" on "task_outcome" ("task_id");`);
    this.addSql(
      `create index "task_outcome_reported_by_id_index" on "task_outcome" ("reported_by_id");`,
    );
    this.addSql(`create index "task_outcome_created_at_index" on "task_outcome" ("created_at");`);

    this.addSql(
      `alter table "task" add constraint "task_assignee_id_foreign" foreign key ("assignee_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "task" add constraint "task_priority_check" check ("priority" in ('HIGH', 'MEDIUM', 'LOW'));`,
    );
    this.addSql(
      `alter table "task" add constraint "task_status_check" check ("status" in ('PENDING', 'COMPLETED', 'INCOMPLETED', 'RESCHEDULED', 'REJECTED'));`,
    );

    this.addSql(
      `alter table "task_outcome" add constraint "task_outcome_task_id_foreign" foreign key ("task_id") references "task" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "task_outcome" add constraint "task_outcome_reported_by_id_foreign" foreign key ("reported_by_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "task_outcome" add constraint "task_outcome_kind_check" check ("kind" in ('COMPLETED', 'INCOMPLETED', 'RESCHEDULED', 'REJECTED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "task_outcome" drop constraint "task_outcome_task_id_foreign";`);

    this.addSql(`drop table if exists "task" cascade;`);
    this.addSql(`drop table if exists "task_outcome" cascade;`);
  }
}
