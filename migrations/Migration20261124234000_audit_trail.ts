import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234000_audit_trail extends Migration {
  override name = 'Migration20261124234000_audit_trail';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_entry" (
      "id" serial primary key,
      "at" timestamptz not null,
      "actor_id" int not null,
      "actor_name" varchar(255) not null,
      "actor_role" varchar(255) not null,
      "actor_ip" varchar(255) null,
      "record_type" varchar(255) not null,
      "record_id" varchar(255) not null,
      "record_label" varchar(255) null,
      "action" varchar(255) not null,
      "changes" jsonb not null
    );`);
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at");`);
    this.addSql(`create index "audit_entry_actor_id_index" on "audit_entry" ("actor_id");`);
    this.addSql(
      `create index "audit_entry_record_type_record_id_index" on "audit_entry" ("record_type", "record_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
  }
}
