import { Migration } from '@mikro-orm/migrations';

/**
 * A post's card summary (its excerpt and reading time), kept with the post when it is written,
 * so a list reads neither the bodies nor parses them. Null for posts written before: a list reads
 * those posts' bodies and works the summary out as it did, until the post is next saved.
 */
export class Migration20261202030000_blog_post_summary extends Migration {
  override name = 'Migration20261202030000_blog_post_summary';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "blog_post" add "excerpt" text null, add "reading_time_minutes" int null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "blog_post" drop column "excerpt", drop column "reading_time_minutes";`,
    );
  }
}
