import type { EntityManager } from '@mikro-orm/postgresql';
import { BatchNumber } from '../modules/catalogue/batch-number.entity.js';
import { ResourceClass } from '../modules/catalogue/resource-class.entity.js';
import { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { Supplier } from '../modules/catalogue/supplier.entity.js';

/** Top-level classes of the Chinese Library Classification (中图法), for books and e-books. */
const CLC: Array<[string, string, Array<[string, string]>?]> = [
  ['A', '马克思主义、列宁主义、毛泽东思想、邓小平理论'],
  [
    'B',
    '哲学、宗教',
    [
      ['B2', '中国哲学'],
      ['B5', '欧洲哲学'],
      ['B84', '心理学'],
    ],
  ],
  ['C', '社会科学总论'],
  ['D', '政治、法律', [['D9', '法律']]],
  ['E', '军事'],
  [
    'F',
    '经济',
    [
      ['F2', '经济管理'],
      ['F8', '财政、金融'],
    ],
  ],
  [
    'G',
    '文化、科学、教育、体育',
    [
      ['G2', '信息与知识传播'],
      ['G4', '教育'],
      ['G8', '体育'],
    ],
  ],
  [
    'H',
    '语言、文字',
    [
      ['H1', '汉语'],
      ['H31', '英语'],
    ],
  ],
  [
    'I',
    '文学',
    [
      ['I2', '中国文学'],
      ['I3/7', '各国文学'],
    ],
  ],
  [
    'J',
    '艺术',
    [
      ['J2', '绘画'],
      ['J6', '音乐'],
    ],
  ],
  [
    'K',
    '历史、地理',
    [
      ['K2', '中国史'],
      ['K9', '地理'],
    ],
  ],
  ['N', '自然科学总论'],
  ['O', '数理科学和化学'],
  ['P', '天文学、地球科学'],
  ['Q', '生物科学'],
  ['R', '医药、卫生'],
  ['S', '农业科学'],
  [
    'T',
    '工业技术',
    [
      ['TP', '自动化技术、计算机技术'],
      ['TU', '建筑科学'],
    ],
  ],
  ['U', '交通运输'],
  ['V', '航空、航天'],
  ['X', '环境科学、安全科学'],
  ['Z', '综合性图书'],
];

/** Classes of the other kinds, as a library would sort its collections. */
const OTHER_CLASSES: Partial<Record<ResourceKind, string[]>> = {
  [ResourceKind.video]: ['纪录片', '名家讲座', '少儿动画', '电影赏析', '非遗技艺', '健康养生'],
  [ResourceKind.audio]: ['有声小说', '评书曲艺', '儿童故事', '讲座音频', '外语学习', '诗词朗诵'],
  [ResourceKind.exhibition]: ['书画艺术', '摄影作品', '非物质文化遗产', '地方文献', '科普展览'],
  [ResourceKind.thesis]: ['理学', '工学', '文学', '经济学', '管理学', '教育学', '医学', '法学'],
  [ResourceKind.newspaper]: ['综合类', '经济类', '文化类', '科技类', '地方报'],
  [ResourceKind.journal]: ['哲学社科', '自然科学', '工程技术', '文学艺术', '少儿期刊', '生活休闲'],
  [ResourceKind.database]: ['学术文献', '电子图书', '多媒体', '少儿', '考试学习'],
};

const SUPPLIERS = [
  {
    name: '超星数字图书馆',
    contact: '李经理',
    phone: '010-51286677',
    website: 'https://www.chaoxing.com',
    description: '中文电子图书、学术视频与讲座资源。',
  },
  {
    name: '北京方正阿帕比技术有限公司',
    contact: '张经理',
    phone: '010-82529966',
    website: 'https://www.apabi.com',
    description: '电子图书、数字报纸与年鉴资源。',
  },
  {
    name: '中国知网',
    contact: '王经理',
    phone: '010-62791813',
    website: 'https://www.cnki.net',
    description: '学术期刊、学位论文、会议论文数据库。',
  },
  {
    name: '万方数据',
    contact: '刘经理',
    phone: '010-58882588',
    website: 'https://www.wanfangdata.com.cn',
    description: '学位论文、期刊与专利文献。',
  },
  { name: '博看网', contact: '陈经理', phone: '010-82893988', website: 'https://www.bookan.com.cn', description: '大众期刊与有声读物。' },
  { name: '钱塘新华书店', contact: '周主任', phone: '0571-86012345', description: '纸质图书采购与加工。' },
];

export async function seedCatalogue(em: EntityManager) {
  for (const kind of [ResourceKind.book, ResourceKind.ebook]) {
    CLC.forEach(([code, name, children], i) => {
      const parent = em.create(ResourceClass, { kind, code, name, sort: i + 1 });
      children?.forEach(([childCode, childName], j) => em.create(ResourceClass, { kind, code: childCode, name: childName, parent, sort: j + 1 }));
    });
  }
  for (const [kind, names] of Object.entries(OTHER_CLASSES) as Array<[ResourceKind, string[]]>) {
    names.forEach((name, i) => em.create(ResourceClass, { kind, name, sort: i + 1 }));
  }
  const suppliers = SUPPLIERS.map((supplier, i) => em.create(Supplier, { ...supplier, sort: i + 1 }));
  const batches: Array<[string, string, number, string]> = [
    ['2026-EB-001', '2026年第一批电子图书', 0, '2026-01-15'],
    ['2026-EB-002', '2026年第二批电子图书', 1, '2026-04-10'],
    ['2026-TH-001', '2026年学位论文更新', 2, '2026-03-02'],
    ['2026-JN-001', '2026年期刊订阅', 4, '2026-01-05'],
    ['2026-NB-001', '2026年春季新书', 5, '2026-03-18'],
    ['2026-NB-002', '2026年秋季新书', 5, '2026-09-22'],
  ];
  for (const [code, name, supplier, receivedAt] of batches) em.create(BatchNumber, { code, name, supplier: suppliers[supplier], receivedAt });
  await em.flush();
}
