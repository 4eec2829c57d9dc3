import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234352_redirects extends Migration {
  override name = 'Migration20261124234352_redirects';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "redirect" ("id" serial primary key, "from_path" varchar(500) not null, "to_path" varchar(500) not null, "automatic" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "redirect" add constraint "redirect_from_path_unique" unique ("from_path");`,
    );
    this.addSql(`create index "redirect_to_path_index" on "redirect" ("to_path");`);
    this.addSql(`create index "redirect_created_at_index" on "redirect" ("created_at");`);
    // The addresses the original site used for three service pages (spec: public-site.md).
    this.addSql(
      `insert into "redirect" ("from_path", "to_path", "automatic", "created_at", "updated_at") values ` +
        `('/services/crm-solutions', '/services/crm', false, now(), now()), ` +
        `('/services/social-media-management', '/services/social', false, now(), now()), ` +
        `('/services/web-development', '/services/web', false, now(), now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "redirect" cascade;`);
  }
}
