import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every write of app_meta (the site's and the redirects' versions among others) notifies
 * `app_meta_changed` with its key, delivered at commit to every connection listening. With a
 * PostgreSQL server each instance listens (database/meta-changes.ts), so it can keep the versions
 * in memory instead of reading them for every request. A trigger rather than a NOTIFY beside each
 * write: no writer can forget it.
 */
export class MetaChanges1795830000000 implements MigrationInterface {
  name = 'MetaChanges1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "app_meta_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('app_meta_changed', NEW."key");
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(`CREATE TRIGGER "app_meta_changed" AFTER INSERT OR UPDATE ON "app_meta" FOR EACH ROW EXECUTE FUNCTION "app_meta_notify"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "app_meta_changed" ON "app_meta"`);
    await queryRunner.query(`DROP FUNCTION "app_meta_notify"()`);
  }
}
