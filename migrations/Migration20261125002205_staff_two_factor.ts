import { Migration } from '@mikro-orm/migrations';

export class Migration20261125002205_staff_two_factor extends Migration {
  override name = 'Migration20261125002205_staff_two_factor';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "staff_recovery_code" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "staff_recovery_code_user_id_index" on "staff_recovery_code" ("user_id");`,
    );
    this.addSql(
      `create index "staff_recovery_code_created_at_index" on "staff_recovery_code" ("created_at");`,
    );

    this.addSql(
      `alter table "staff_user" add "totp_secret" text null, add "totp_pending_secret" text null, add "totp_enabled_at" timestamptz null, add "totp_last_time_step" int null;`,
    );

    this.addSql(
      `alter table "staff_recovery_code" add constraint "staff_recovery_code_user_id_foreign" foreign key ("user_id") references "staff_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_recovery_code" cascade;`);

    this.addSql(
      `alter table "staff_user" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_time_step";`,
    );
  }
}
