import { Migration } from '@mikro-orm/migrations';

export class Migration20261124204101_outcome_reports_without_task extends Migration {
  override name = 'Migration20261124204101_outcome_reports_without_task';

  override up(): void | Promise<void> {
    this.addSql(`alter table "task_outcome" alter column "task_id" drop not null;`);
  }

  override down(): void | Promise<void> {
    // The reports without a task cannot stay once every report needs one.
    this.addSql(`delete from "task_outcome" where "task_id" is null;`);
    this.addSql(`alter table "task_outcome" alter column "task_id" set not null;`);
  }
}
