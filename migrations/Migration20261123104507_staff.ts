import { Migration } from '@mikro-orm/migrations';

export class Migration20261123104507_staff extends Migration {
  override name = 'Migration20261123104507_staff';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "staff_user" ("id" serial primary key, "role" text not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) null, "password_hash" varchar(200) not null, "last_active_at" timestamptz null, "disabled" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "staff_user_role_index" on "staff_user" ("role");`);
    this.addSql(
      `alter table "staff_user" add constraint "staff_user_email_unique" unique ("email");`,
    );
    this.addSql(`create index "staff_user_created_at_index" on "staff_user" ("created_at");`);

    this.addSql(
      `create table "staff_session" ("id" varchar(43) not null, "user_id" int not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "staff_session_user_id_index" on "staff_session" ("user_id");`);
    this.addSql(`create index "staff_session_created_at_index" on "staff_session" ("created_at");`);

    this.addSql(
      `alter table "staff_user" add constraint "staff_user_role_check" check ("role" in ('ADMIN', 'EMPLOYER', 'MARKETING'));`,
    );

    this.addSql(
      `alter table "staff_session" add constraint "staff_session_user_id_foreign" foreign key ("user_id") references "staff_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "staff_session" drop constraint "staff_session_user_id_foreign";`);

    this.addSql(`drop table if exists "staff_user" cascade;`);
    this.addSql(`drop table if exists "staff_session" cascade;`);
  }
}
