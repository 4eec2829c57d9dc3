import { Migration } from '@mikro-orm/migrations';

export class Migration20261124204759_image_variants extends Migration {
  override name = 'Migration20261124204759_image_variants';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "media_asset" add "variants" jsonb null, add "variants_claimed_until" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "media_asset" drop column "variants", drop column "variants_claimed_until";`,
    );
  }
}
