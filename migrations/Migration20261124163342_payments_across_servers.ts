import { Migration } from '@mikro-orm/migrations';

export class Migration20261124163342_payments_across_servers extends Migration {
  override name = 'Migration20261124163342_payments_across_servers';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sandbox_payment" ("id" serial primary key, "reference" varchar(19) not null, "payment_id" varchar(40) not null, "amount_paise" int not null, "description" varchar(200) not null, "state" text not null default 'PENDING', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "sandbox_payment" add constraint "sandbox_payment_reference_unique" unique ("reference");`,
    );
    this.addSql(
      `create index "sandbox_payment_created_at_index" on "sandbox_payment" ("created_at");`,
    );

    this.addSql(`alter table "payment_order" add "check_claimed_until" timestamptz null;`);

    this.addSql(
      `alter table "sandbox_payment" add constraint "sandbox_payment_state_check" check ("state" in ('PENDING', 'COMPLETED', 'FAILED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sandbox_payment" cascade;`);

    this.addSql(`alter table "payment_order" drop column "check_claimed_until";`);
  }
}
