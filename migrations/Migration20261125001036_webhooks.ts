import { Migration } from '@mikro-orm/migrations';

export class Migration20261125001036_webhooks extends Migration {
  override name = 'Migration20261125001036_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("id" serial primary key, "url" text not null, "description" varchar(200) null, "events" jsonb not null, "secret" varchar(64) not null, "enabled" boolean not null default true, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "webhook_endpoint_created_at_index" on "webhook_endpoint" ("created_at");`,
    );

    this.addSql(
      `create table "webhook_event" ("id" varchar(40) not null, "type" text not null, "payload" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_event_created_at_index" on "webhook_event" ("created_at");`);

    this.addSql(
      `create table "webhook_delivery" ("id" serial primary key, "event_id" varchar(40) not null, "endpoint_id" int not null, "message_id" int not null, "response_status" int null, "last_attempt_at" timestamptz null, "duration_ms" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "webhook_delivery_endpoint_id_index" on "webhook_delivery" ("endpoint_id");`,
    );
    this.addSql(
      `create index "webhook_delivery_message_id_index" on "webhook_delivery" ("message_id");`,
    );
    this.addSql(
      `create index "webhook_delivery_created_at_index" on "webhook_delivery" ("created_at");`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_event_id_endpoint_id_unique" unique ("event_id", "endpoint_id");`,
    );

    this.addSql(`alter table "outbox_message" drop constraint "outbox_message_channel_check";`);
    this.addSql(
      `alter table "outbox_message" add constraint "outbox_message_channel_check" check ("channel" in ('WHATSAPP', 'EMAIL', 'WEBHOOK'));`,
    );

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_created_by_id_foreign" foreign key ("created_by_id") references "staff_user" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_event" add constraint "webhook_event_type_check" check ("type" in ('lead.created', 'application.created', 'application.status_changed', 'order.paid', 'task.outcome_reported', 'post.published', 'job.published'));`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "webhook_event" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_message_id_foreign" foreign key ("message_id") references "outbox_message" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`,
    );
    this.addSql(
      `alter table "webhook_delivery" drop constraint "webhook_delivery_event_id_foreign";`,
    );

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_event" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);

    this.addSql(`alter table "outbox_message" drop constraint "outbox_message_channel_check";`);
    this.addSql(
      `alter table "outbox_message" add constraint "outbox_message_channel_check" check ("channel" in ('WHATSAPP', 'EMAIL'));`,
    );
  }
}
