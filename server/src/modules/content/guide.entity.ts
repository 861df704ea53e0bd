import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { DetailOnly } from '../../core/graphql/field-marks.js';

/**
 * The slots of the service section (spec §2 "service"), named as their routes are:
 * /service/overView/aboutLibrary … /service/notice/classification.
 */
export enum GuideSlot {
  aboutLibrary = 'aboutLibrary',
  department = 'department',
  specialRes = 'specialRes',
  guidedTour = 'guidedTour',
  openingTime = 'openingTime',
  contactTraffic = 'contactTraffic',
  constitution = 'constitution',
  societyNews = 'societyNews',
  pledge = 'pledge',
  licensing = 'licensing',
  borrowing = 'borrowing',
  standard = 'standard',
  classification = 'classification',
  // The site's own pages (/userProtocol, /privacyPolicy, /integrity, /wudadao): a library's text
  // here replaces the portal's built-in one; they are not in the service navigation.
  userProtocol = 'userProtocol',
  privacyPolicy = 'privacyPolicy',
  integrity = 'integrity',
  wudadao = 'wudadao',
}

registerEnumType(GuideSlot, {
  name: 'GuideSlot',
  description:
    '服务指南的栏目：本馆概况、部门设置……读者须知的分类法；以及站点页面（用户服务协议、隐私政策、诚信建设、五大道专题），其启用的页面替代门户自带的文本',
});

/** The section groups of the service area, as the routes' first segment names them. */
export enum GuideSection {
  overView = 'overView',
  society = 'society',
  notice = 'notice',
  /** 站点页面: the pages the site's footer links (协议, 政策, 专题), outside the service area. */
  site = 'site',
}

registerEnumType(GuideSection, { name: 'GuideSection', description: '本馆概况 / 学会 / 读者须知 / 站点页面' });

/** Each slot's section, in the order the side navigation lists them. */
export const GUIDE_SLOT_SECTION: Record<GuideSlot, GuideSection> = {
  aboutLibrary: GuideSection.overView,
  department: GuideSection.overView,
  specialRes: GuideSection.overView,
  guidedTour: GuideSection.overView,
  openingTime: GuideSection.overView,
  contactTraffic: GuideSection.overView,
  constitution: GuideSection.society,
  societyNews: GuideSection.society,
  pledge: GuideSection.notice,
  licensing: GuideSection.notice,
  borrowing: GuideSection.notice,
  standard: GuideSection.notice,
  classification: GuideSection.notice,
  userProtocol: GuideSection.site,
  privacyPolicy: GuideSection.site,
  integrity: GuideSection.site,
  wudadao: GuideSection.site,
};

/** The public path of a slot's page: the service area's /service/<section>/<slot>, or the site page's own. */
export const guideSlotPath = (slot: GuideSlot) =>
  GUIDE_SLOT_SECTION[slot] === GuideSection.site ? `/${slot}` : `/service/${GUIDE_SLOT_SECTION[slot]}/${slot}`;

/**
 * Slots that hold a list of items (学会动态, news-style) rather than one page. Every other slot shows
 * one page: at most one enabled guide (a partial unique index keeps it so).
 */
export const GUIDE_LIST_SLOTS: readonly GuideSlot[] = [GuideSlot.societyNews];

export const isListSlot = (slot: GuideSlot) => GUIDE_LIST_SLOTS.includes(slot);

@ObjectType({ description: 'A page of the service section (服务指南), or an item of a list slot (学会动态)', simpleResolvers: true })
@Entity({ tableName: 'guide' })
// The public page of a slot, the admin list by slot, and a list slot's newest first.
@Index({ properties: ['slot', 'enabled', 'sort'] })
@Index({ properties: ['slot', 'publishedAt'] })
@Index({
  name: 'guide_slot_enabled_unique',
  expression: `create unique index "guide_slot_enabled_unique" on "guide" ("slot") where "enabled" and "slot" <> 'societyNews'`,
})
export class Guide extends ManagedEntity<'publishedAt' | 'views' | 'section'> {
  @Field(() => GuideSlot)
  @Enum({ items: () => GuideSlot, nativeEnumName: 'guide_slot' })
  slot!: GuideSlot;

  @Field(() => GuideSection, { description: "The slot's section (derived)" })
  get section(): GuideSection {
    return GUIDE_SLOT_SECTION[this.slot];
  }

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  summary?: string;

  @Field({ nullable: true, description: 'Cover image URL (list items)' })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @Field({ description: 'Sanitised HTML (images inline)' })
  @DetailOnly()
  @Property({ type: 'text' })
  body!: string;

  @Field({ nullable: true, description: 'An attached file (uploaded): its URL' })
  @Property({ length: 500, nullable: true })
  attachment?: string;

  @Field({ nullable: true, description: "The attachment's name as shown to readers" })
  @Property({ length: 200, nullable: true })
  attachmentName?: string;

  @Field()
  @Property({ type: 'timestamptz' })
  publishedAt: Date = new Date();

  @Field(() => Int)
  @Property({ default: 0 })
  views: number = 0;
}
