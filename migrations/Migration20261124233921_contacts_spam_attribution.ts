import { Migration } from '@mikro-orm/migrations';

/**
 * Links the leads already stored to contacts, oldest first, the way a new lead is linked
 * (api/src/modules/leads/contact-linking.ts): the same normalised e-mail or mobile means the
 * same contact, and a lead sharing details with two contacts merges them into the older one.
 * Spelled out here rather than imported, so that this migration never changes.
 */
export const LINK_EXISTING_LEADS = `do $$
declare
  l record;
  e text;
  m text;
  ids int[];
  keep int;
begin
  for l in select "id", "name", "email", "mobile", "created_at" from "lead" order by "id" loop
    e := nullif(lower(btrim(l."email")), '');
    m := regexp_replace(coalesce(l."mobile", ''), '[[:space:]().-]', '', 'g');
    m := regexp_replace(m, '^(\\+91|0091|91(?=[0-9]{10}$)|0)', '');
    if m !~ '^[6-9][0-9]{9}$' then m := null; end if;
    select array_agg(distinct "contact_id" order by "contact_id") into ids from "contact_identity"
      where ("kind" = 'EMAIL' and "value" = e) or ("kind" = 'MOBILE' and "value" = m);
    if ids is null then
      insert into "contact" ("name", "created_at", "updated_at")
        values (l."name", l."created_at", l."created_at") returning "id" into keep;
    else
      keep := ids[1];
      update "lead" set "contact_id" = keep where "contact_id" = any(ids[2:]);
      update "contact_identity" set "contact_id" = keep where "contact_id" = any(ids[2:]);
      delete from "contact" where "id" = any(ids[2:]);
      update "contact" set "name" = l."name", "updated_at" = l."created_at" where "id" = keep;
    end if;
    if e is not null then
      insert into "contact_identity" ("contact_id", "kind", "value") values (keep, 'EMAIL', e)
        on conflict do nothing;
    end if;
    if m is not null then
      insert into "contact_identity" ("contact_id", "kind", "value") values (keep, 'MOBILE', m)
        on conflict do nothing;
    end if;
    update "lead" set "contact_id" = keep where "id" = l."id";
  end loop;
end $$;`;

export class Migration20261124233921_contacts_spam_attribution extends Migration {
  override name = 'Migration20261124233921_contacts_spam_attribution';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_created_at_index" on "contact" ("created_at");`);

    this.addSql(
      `create table "contact_identity" ("id" serial primary key, "contact_id" int not null, "kind" text not null, "value" varchar(200) not null);`,
    );
    this.addSql(
      `create index "contact_identity_contact_id_index" on "contact_identity" ("contact_id");`,
    );
    this.addSql(
      `alter table "contact_identity" add constraint "contact_identity_kind_value_unique" unique ("kind", "value");`,
    );

    this.addSql(
      `alter table "job_application" add "attribution" jsonb null, add "source" varchar(100) null;`,
    );
    this.addSql(`create index "job_application_phone_index" on "job_application" ("phone");`);
    this.addSql(`create index "job_application_source_index" on "job_application" ("source");`);

    this.addSql(`alter table "lead" drop constraint "lead_status_check";`);
    this.addSql(
      `alter table "lead" add "spam_reason" text null, add "contact_id" int null, add "attribution" jsonb null, add "source" varchar(100) null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete set null;`,
    );
    this.addSql(`create index "lead_contact_id_index" on "lead" ("contact_id");`);
    this.addSql(`create index "lead_source_index" on "lead" ("source");`);
    this.addSql(
      `alter table "lead" add constraint "lead_spam_reason_check" check ("spam_reason" in ('HONEYPOT', 'RATE_LIMITED', 'STAFF'));`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_status_check" check ("status" in ('NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST', 'SPAM'));`,
    );

    this.addSql(
      `alter table "payment_order" add "attribution" jsonb null, add "source" varchar(100) null;`,
    );
    this.addSql(
      `create index "payment_order_customer_mobile_index" on "payment_order" ("customer_mobile");`,
    );
    this.addSql(`create index "payment_order_source_index" on "payment_order" ("source");`);

    this.addSql(
      `alter table "contact_identity" add constraint "contact_identity_contact_id_foreign" foreign key ("contact_id") references "contact" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "contact_identity" add constraint "contact_identity_kind_check" check ("kind" in ('EMAIL', 'MOBILE'));`,
    );
    this.addSql(LINK_EXISTING_LEADS);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "contact_identity" drop constraint "contact_identity_contact_id_foreign";`,
    );
    this.addSql(`alter table "lead" drop constraint "lead_contact_id_foreign";`);

    this.addSql(`drop table if exists "contact" cascade;`);
    this.addSql(`drop table if exists "contact_identity" cascade;`);

    this.addSql(`drop index "job_application_phone_index";`);
    this.addSql(`drop index "job_application_source_index";`);
    this.addSql(`alter table "job_application" drop column "attribution", drop column "source";`);

    this.addSql(`drop index "lead_contact_id_index";`);
    this.addSql(`drop index "lead_source_index";`);
    this.addSql(`alter table "lead" drop constraint "lead_spam_reason_check";`);
    this.addSql(`alter table "lead" drop constraint "lead_status_check";`);
    // Spam kept since this migration goes back to LOST: the older schema has no SPAM.
    this.addSql(`update "lead" set "status" = 'LOST' where "status" = 'SPAM';`);
    this.addSql(
      `alter table "lead" drop column "spam_reason", drop column "contact_id", drop column "attribution", drop column "source";`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_status_check" check ("status" in ('NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST'));`,
    );

    this.addSql(`drop index "payment_order_customer_mobile_index";`);
    this.addSql(`drop index "payment_order_source_index";`);
    this.addSql(`alter table "payment_order" drop column "attribution", drop column "source";`);
  }
}
