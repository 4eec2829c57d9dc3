import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130831_billing extends Migration {
  override name = 'Migration20261123130831_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_order" ("id" serial primary key, "reference" varchar(19) not null, "plan" text not null, "cycle" text not null, "amount_paise" int not null, "customer_name" varchar(200) not null, "customer_mobile" varchar(10) not null, "status" text not null default 'CREATED', "provider" text not null, "provider_payment_id" varchar(100) null, "checkout_url" text null, "idempotency_key" varchar(100) null, "paid_at" timestamptz null, "last_checked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_reference_unique" unique ("reference");`,
    );
    this.addSql(`create index "payment_order_status_index" on "payment_order" ("status");`);
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`create index "payment_order_created_at_index" on "payment_order" ("created_at");`);

    this.addSql(
      `create table "payment_event" ("id" serial primary key, "order_id" int not null, "kind" text not null, "detail" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "payment_event_order_id_index" on "payment_event" ("order_id");`);
    this.addSql(`create index "payment_event_created_at_index" on "payment_event" ("created_at");`);

    this.addSql(
      `alter table "payment_order" add constraint "payment_order_plan_check" check ("plan" in ('basic', 'business', 'enterprise'));`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_cycle_check" check ("cycle" in ('monthly', 'quarterly', 'half-yearly', 'yearly'));`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_status_check" check ("status" in ('CREATED', 'PENDING', 'PAID', 'FAILED', 'EXPIRED'));`,
    );
    this.addSql(
      `alter table "payment_order" add constraint "payment_order_provider_check" check ("provider" in ('sandbox', 'phonepe'));`,
    );

    this.addSql(
      `alter table "payment_event" add constraint "payment_event_order_id_foreign" foreign key ("order_id") references "payment_order" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_event" add constraint "payment_event_kind_check" check ("kind" in ('CREATED', 'REDIRECTED', 'INITIATION_FAILED', 'CALLBACK_RECEIVED', 'CALLBACK_REJECTED', 'VERIFIED', 'STATUS_CHECKED', 'STATUS_CHECK_FAILED', 'EXPIRED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_event" drop constraint "payment_event_order_id_foreign";`);

    this.addSql(`drop table if exists "payment_order" cascade;`);
    this.addSql(`drop table if exists "payment_event" cascade;`);
  }
}
