import { Migration } from '@mikro-orm/migrations';

/** The site's own pages as guide slots (issue 52): a library's 用户服务协议, 隐私政策, 诚信建设 and 专题 replace the built-in texts. */
const SITE_SLOTS = ['userProtocol', 'privacyPolicy', 'integrity', 'wudadao'];
const SERVICE_SLOTS = [
  'aboutLibrary',
  'department',
  'specialRes',
  'guidedTour',
  'openingTime',
  'contactTraffic',
  'constitution',
  'societyNews',
  'pledge',
  'licensing',
  'borrowing',
  'standard',
  'classification',
];

export class Migration20261207184000 extends Migration {
  override async up(): Promise<void> {
    for (const slot of SITE_SLOTS) this.addSql(`alter type "guide_slot" add value if not exists '${slot}';`);
  }

  override async down(): Promise<void> {
    // PostgreSQL cannot drop an enum value: the site pages go, and the type is made again without them.
    this.addSql(`delete from "guide" where "slot"::text in (${SITE_SLOTS.map((slot) => `'${slot}'`).join(', ')});`);
    this.addSql(`drop index if exists "guide_slot_enabled_unique";`);
    this.addSql(`alter type "guide_slot" rename to "guide_slot_old";`);
    this.addSql(`create type "guide_slot" as enum (${SERVICE_SLOTS.map((slot) => `'${slot}'`).join(', ')});`);
    this.addSql(`alter table "guide" alter column "slot" type "guide_slot" using "slot"::text::"guide_slot";`);
    this.addSql(`drop type "guide_slot_old";`);
    this.addSql(`create unique index "guide_slot_enabled_unique" on "guide" ("slot") where "enabled" and "slot" <> 'societyNews';`);
  }
}
