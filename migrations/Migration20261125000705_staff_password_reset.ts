import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000705_staff_password_reset extends Migration {
  override name = 'Migration20261125000705_staff_password_reset';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "staff_password_reset" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "staff_password_reset_user_id_index" on "staff_password_reset" ("user_id");`,
    );
    this.addSql(
      `alter table "staff_password_reset" add constraint "staff_password_reset_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "staff_password_reset_created_at_index" on "staff_password_reset" ("created_at");`,
    );

    this.addSql(
      `alter table "staff_password_reset" add constraint "staff_password_reset_user_id_foreign" foreign key ("user_id") references "staff_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_password_reset" cascade;`);
  }
}
