import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site's identity (Brand & site) becomes a record of its own. A site that already has content
 * keeps it all; its identity is filled from what it already says: the name from the copyright line
 * ("© 2026 Acme SEO. All rights reserved.") or the footer's about heading ("About Acme SEO"), and
 * the contact items that repeat the footer's address, e-mail or phone are linked to it, so that
 * one edit changes them everywhere. Without a name to find, the name stays empty for the admin
 * to fill in (the site shows its host name meanwhile). Either way the demo identity is never
 * seeded over a site that exists.
 */
export class SiteIdentity1763871000000 implements MigrationInterface {
  name = 'SiteIdentity1763871000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [{ count }]: [{ count: number }] = await queryRunner.query(`SELECT count(*)::int AS count FROM "content_record"`);
    if (count === 0) return;
    await queryRunner.query(`
      INSERT INTO "content_record" ("section", "singleton_key", "fields")
      SELECT 'siteIdentity', 'siteIdentity', jsonb_build_object('siteName', coalesce(
        (SELECT (regexp_match("fields"->>'copyrightText', '^\\s*(?:©|\\(c\\)|copyright)\\s*(?:\\d{4}(?:\\s*[-–]\\s*\\d{4})?)?\\s*([^.,©]+?)\\s*(?:[.,]|$)', 'i'))[1]
           FROM "content_record" WHERE "section" = 'copyrights' LIMIT 1),
        (SELECT (regexp_match("fields"->>'aboutFooterText', '^\\s*About\\s+(.+?)\\s*$', 'i'))[1] FROM "content_record" WHERE "section" = 'footerAbout' LIMIT 1),
        ''))
      WHERE NOT EXISTS (SELECT 1 FROM "content_record" WHERE "section" = 'siteIdentity')`);
    for (const [kind, field] of [
      ['address', 'location'],
      ['email', 'emailAddress'],
      ['phone', 'phoneNumber'],
    ]) {
      await queryRunner.query(
        `UPDATE "content_record" c SET "fields" = c."fields" || jsonb_build_object('contactKind', $1::text)
           FROM "content_record" f
          WHERE c."section" = 'contacts' AND f."section" = 'footerAddress' AND NOT c."fields" ? 'contactKind'
            AND lower(trim(c."fields"->>'contactDetails')) = lower(trim(f."fields"->>$2))`,
        [kind, field],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "content_record" SET "fields" = "fields" - 'contactKind' WHERE "section" = 'contacts'`);
    await queryRunner.query(`DELETE FROM "content_record" WHERE "section" IN ('siteIdentity', 'siteTexts')`);
  }
}
