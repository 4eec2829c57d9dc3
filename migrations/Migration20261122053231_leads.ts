import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053231_leads extends Migration {
  override name = 'Migration20261122053231_leads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lead" ("id" serial primary key, "kind" text not null, "name" varchar(200) not null, "email" varchar(200) not null, "mobile" varchar(200) null, "subject" varchar(200) null, "message" text null, "business_name" varchar(200) null, "service" text null, "page_path" varchar(300) null, "consent_note" text not null, "chat_token_hash" varchar(64) null, "status" text not null default 'NEW', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "lead_kind_index" on "lead" ("kind");`);
    this.addSql(
      `alter table "lead" add constraint "lead_chat_token_hash_unique" unique ("chat_token_hash");`,
    );
    this.addSql(`create index "lead_status_index" on "lead" ("status");`);
    this.addSql(`create index "lead_created_at_index" on "lead" ("created_at");`);

    this.addSql(
      `alter table "lead" add constraint "lead_kind_check" check ("kind" in ('CONTACT', 'PROJECT', 'CHAT'));`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_service_check" check ("service" in ('Website_Development', 'WhatsApp_API', 'Social_Media', 'Custom_Software', 'CRM'));`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_status_check" check ("status" in ('NEW', 'CONTACTED', 'CLOSED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead" cascade;`);
  }
}
