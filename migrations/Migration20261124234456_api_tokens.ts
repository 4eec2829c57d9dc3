import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234456_api_tokens extends Migration {
  override name = 'Migration20261124234456_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "name" varchar(100) not null, "token_hash" varchar(64) not null, "display_prefix" varchar(16) not null, "scopes" jsonb not null, "created_by_id" int not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(64) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "api_token_created_by_id_index" on "api_token" ("created_by_id");`);
    this.addSql(`create index "api_token_created_at_index" on "api_token" ("created_at");`);

    this.addSql(
      `alter table "api_token" add constraint "api_token_created_by_id_foreign" foreign key ("created_by_id") references "staff_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
