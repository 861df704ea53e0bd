import type { EntityManager } from '@mikro-orm/postgresql';
import { seedExamineItems, seedSensitiveWords, SensitiveCategory } from '../modules/moderation/index.js';

/**
 * Demo sensitive words (mild: spam, fraud bait and illegal services; nothing offensive) and the
 * examine items of every submission type and venue with their defaults (人工审核, 开启).
 */
const WORDS: Partial<Record<SensitiveCategory, string[]>> = {
  [SensitiveCategory.AD]: [
    '刷单',
    '兼职日结',
    '加微信',
    '加我微信',
    '加vx',
    '扫码领取',
    '免费领取',
    '点击链接',
    '低价代购',
    '代购正品',
    '高额返利',
    '日赚千元',
    '躺赚',
    '招代理',
    '微商货源',
    '限时秒杀',
    '优惠券群',
    '私聊有惊喜',
    '推广合作',
    '粉丝互刷',
  ],
  [SensitiveCategory.FRAUD]: [
    '中奖通知',
    '领取奖金',
    '银行卡冻结',
    '安全账户',
    '刷信誉',
    '代还信用卡',
    '无抵押贷款',
    '快速下款',
    '套现',
    '网贷包过',
    '投资理财高回报',
    '内部消息',
    '稳赚不赔',
    '冒充客服',
    '退款理赔',
  ],
  [SensitiveCategory.ILLEGAL]: [
    '代开发票',
    '办证',
    '代考',
    '论文代写',
    '替考',
    '出售答案',
    '买卖账号',
    '出售个人信息',
    '私家侦探',
    '代办资质',
    '盗版资源',
    '破解版下载',
    '外挂出售',
    '跑分',
    '洗钱',
  ],
};

export async function seedModeration(em: EntityManager) {
  for (const [category, words] of Object.entries(WORDS)) await seedSensitiveWords(em, words, category as SensitiveCategory);
  await seedExamineItems(em);
}
