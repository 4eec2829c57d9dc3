import { Migration } from '@mikro-orm/migrations';

export class Migration20261123131453_backoffice_notifications extends Migration {
  override name = 'Migration20261123131453_backoffice_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notification_mark" ("user_id" int not null, "seen_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "notification_mark" add constraint "notification_mark_user_id_foreign" foreign key ("user_id") references "staff_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_mark" cascade;`);
  }
}
