import { Migration } from '@mikro-orm/migrations';

export class Migration20261123131220_outbox extends Migration {
  override name = 'Migration20261123131220_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_message" ("id" serial primary key, "channel" text not null, "recipient" varchar(254) not null, "template" varchar(60) not null, "data" jsonb not null, "status" text not null default 'PENDING', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "lease_token" varchar(36) null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "outbox_message_status_index" on "outbox_message" ("status");`);
    this.addSql(
      `create index "outbox_message_next_attempt_at_index" on "outbox_message" ("next_attempt_at");`,
    );
    this.addSql(
      `create index "outbox_message_created_at_index" on "outbox_message" ("created_at");`,
    );

    this.addSql(
      `create table "outbox_attempt" ("id" serial primary key, "message_id" int not null, "attempted_at" timestamptz not null, "error" text null);`,
    );
    this.addSql(
      `create index "outbox_attempt_message_id_index" on "outbox_attempt" ("message_id");`,
    );

    this.addSql(
      `alter table "outbox_message" add constraint "outbox_message_channel_check" check ("channel" in ('WHATSAPP', 'EMAIL'));`,
    );
    this.addSql(
      `alter table "outbox_message" add constraint "outbox_message_status_check" check ("status" in ('PENDING', 'SENT', 'DEAD'));`,
    );

    this.addSql(
      `alter table "outbox_attempt" add constraint "outbox_attempt_message_id_foreign" foreign key ("message_id") references "outbox_message" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "outbox_attempt" drop constraint "outbox_attempt_message_id_foreign";`,
    );

    this.addSql(`drop table if exists "outbox_message" cascade;`);
    this.addSql(`drop table if exists "outbox_attempt" cascade;`);
  }
}
