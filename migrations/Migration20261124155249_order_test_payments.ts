import { Migration } from '@mikro-orm/migrations';

export class Migration20261124155249_order_test_payments extends Migration {
  override name = 'Migration20261124155249_order_test_payments';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_order" add "is_test" boolean not null default false;`);
    // The built-in sandbox never moved money: its orders so far were all test payments.
    this.addSql(`update "payment_order" set "is_test" = true where "provider" = 'sandbox';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_order" drop column "is_test";`);
  }
}
