import { Migration } from '@mikro-orm/migrations';

export class Migration20261124163112_rate_limits extends Migration {
  override name = 'Migration20261124163112_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_counter" ("key" text not null, "count" int not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(
      `create index "rate_limit_counter_expires_at_index" on "rate_limit_counter" ("expires_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
  }
}
