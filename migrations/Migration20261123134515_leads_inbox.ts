import { Migration } from '@mikro-orm/migrations';

export class Migration20261123134515_leads_inbox extends Migration {
  override name = 'Migration20261123134515_leads_inbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lead_note" ("id" serial primary key, "lead_id" int not null, "author_id" int null, "author_name" varchar(201) not null, "body" varchar(2000) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "lead_note_lead_id_index" on "lead_note" ("lead_id");`);
    this.addSql(`create index "lead_note_created_at_index" on "lead_note" ("created_at");`);

    this.addSql(`alter table "lead" drop constraint "lead_status_check";`);
    // CLOSED is gone: a closed lead is one that did not become work.
    this.addSql(`update "lead" set "status" = 'LOST' where "status" = 'CLOSED';`);
    this.addSql(
      `alter table "lead" add constraint "lead_status_check" check ("status" in ('NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST'));`,
    );

    this.addSql(
      `alter table "lead_note" add constraint "lead_note_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_note" add constraint "lead_note_author_id_foreign" foreign key ("author_id") references "staff_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead_note" cascade;`);

    this.addSql(`alter table "lead" drop constraint "lead_status_check";`);
    this.addSql(
      `update "lead" set "status" = 'CLOSED' where "status" in ('QUALIFIED', 'WON', 'LOST');`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_status_check" check ("status" in ('NEW', 'CONTACTED', 'CLOSED'));`,
    );
  }
}
