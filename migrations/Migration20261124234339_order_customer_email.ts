import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234339_order_customer_email extends Migration {
  override name = 'Migration20261124234339_order_customer_email';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_order" add "customer_email" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_order" drop column "customer_email";`);
  }
}
