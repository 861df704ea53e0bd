import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { libraryTime } from '../core/library-time.js';
import { Resource } from '../modules/catalogue/index.js';
import { CapturedInfo, CapturedInfoState, News, NewsCategory, Topic, TopicSection } from '../modules/content/index.js';
import { CITY, LIB, prng } from './demo-site.js';
import { books, bookStack, bubbles, fill, lin, skyline, svgDoc } from './demo-svg.js';

/** Topics (专题) of demo resources, and captured articles (信息采集), one of them published as news. */

interface TopicSeed {
  title: string;
  summary: string;
  introduction: string;
  colors: [string, string];
  sections: Array<{ title: string; titles: string[] }>;
}

const TOPICS: TopicSeed[] = [
  {
    title: '书香钱塘·2026全民阅读月',
    summary: '世界读书日主题专题：馆员荐书、有声阅读与少儿读物，一站读遍。',
    introduction: `<p>4月23日是“世界读书日”。${LIB}以“书香钱塘·阅读点亮城市”为主题，在全民阅读月期间推出本专题，汇集馆员精选的文学经典、人文社科佳作、有声读物和少儿读物。</p>
<p>专题内的纸质图书可在总馆及各分馆借阅，电子资源凭读者证登录后在线阅读、收听。欢迎读者在“读者荐购”中推荐您心中的好书。</p>`,
    colors: ['#8a1c1c', '#d9822b'],
    sections: [
      { title: '馆员推荐', titles: ['平凡的世界', '活着', '百年孤独', '乡土中国', '长安的荔枝', '人类简史：从动物到上帝'] },
      { title: '科幻与想象', titles: ['三体', '三体Ⅱ·黑暗森林', '三体Ⅲ·死神永生', '球状闪电', '流浪地球'] },
      { title: '少儿阅读', titles: ['小王子', '窗边的小豆豆', '草房子', '安徒生童话', '十万个为什么'] },
      { title: '有声阅读', titles: ['三体（广播剧）', '唐诗朗诵精选', '叶嘉莹讲古诗词'] },
    ],
  },
  {
    title: '国学经典',
    summary: '纸书、电子书、音频与视频，多种形式亲近中华优秀传统文化。',
    introduction: `<p>国学经典是中华优秀传统文化的精华。本专题按“经典原著”“名家讲读”两个栏目，汇集本馆馆藏的儒、道、史、兵诸家经典与名家讲座音视频。</p>
<p>${LIB}古籍阅览室（总馆四楼）同时提供线装古籍影印本阅览，开放时间为周二至周日 9:00—17:00。</p>`,
    colors: ['#3b2f1e', '#9c7a3c'],
    sections: [
      { title: '经典原著', titles: ['论语', '道德经', '史记', '孙子兵法', '唐诗三百首'] },
      { title: '名家讲读', titles: ['叶嘉莹讲古诗词', '钱文忠解读三字经', '唐诗朗诵精选'] },
    ],
  },
  {
    title: '钱塘记忆·地方文献',
    summary: '地方志、老报纸、老照片与主题展览，读懂一座城的来路。',
    introduction: `<p>地方文献是一座城市的记忆。${LIB}地方文献中心长期征集、整理${CITY}的地方志、报刊、照片、手稿与口述史料。</p>
<p>本专题收录已数字化的地方文献数据库、馆藏老报纸和历年地方文献主题展览，部分全文资源需凭读者证登录后阅览。</p>`,
    colors: ['#0f3d4a', '#2f8f83'],
    sections: [
      { title: '地方文献数据库', titles: ['钱塘地方志全文库', '钱塘老照片数据库', '钱塘名人手稿'] },
      { title: '老报纸', titles: ['钱塘日报', '钱塘晚报', '钱塘老报纸展'] },
      { title: '主题展览', titles: ['钱塘地方志文献展', '老城记忆——城市变迁摄影展'] },
    ],
  },
];

interface CapturedSeed {
  title: string;
  source: string;
  sourceUrl: string;
  author?: string;
  daysAgo: number;
  summary: string;
  paragraphs: string[];
  /** Published as news of this category. */
  publishAs?: NewsCategory;
}

const CAPTURED: CapturedSeed[] = [
  {
    title: `${CITY}24小时城市书房增至46家`,
    source: '钱塘日报',
    sourceUrl: 'https://news.qiantang.example/2026/04/city-study-46.html',
    author: '记者 沈佳',
    daysAgo: 12,
    summary: `随着滨江、湖墅两家新馆启用，${CITY}24小时城市书房已达46家，全年接待读者超过320万人次。`,
    paragraphs: [
      `记者从${CITY}文化广电旅游局获悉，随着滨江、湖墅两家城市书房近日启用，全市24小时城市书房已增至46家，覆盖全部13个街道。`,
      `城市书房由${LIB}统一配书、统一管理，读者凭读者证或电子读者证刷卡进入，可自助借还图书，与总馆及各分馆通借通还。`,
      '据统计，2025年全市城市书房共接待读者320余万人次，外借图书110余万册次，其中夜间（20:00以后）到馆读者约占三成。',
      '下一步，市文化广电旅游局将结合老旧小区改造，推动城市书房向社区延伸，打造“15分钟品质阅读圈”。',
    ],
    publishAs: NewsCategory.industryNews,
  },
  {
    title: '古籍修复技艺走进中小学课堂',
    source: '钱塘晚报',
    sourceUrl: 'https://www.qiantang-evening.example/culture/2026-03-guji.html',
    author: '通讯员 陈晓',
    daysAgo: 30,
    summary: `${LIB}古籍修复师走进三所中小学，带学生体验托裱、补洞等修复工序。`,
    paragraphs: [
      `近日，${LIB}古籍修复中心的修复师走进城东实验小学、钱塘中学等三所学校，开展“古籍修复进校园”活动。`,
      '修复师带来了待修复的清代刻本残页，现场演示揭页、补洞、托裱等工序，并指导学生用宣纸和小麦淀粉浆糊亲手修补一页“古籍”。',
      '“原来一本书坏了，要用这么多道工序、这么长的时间才能修好。”城东实验小学五年级学生小林说。',
      '据介绍，该中心今年计划走进20所中小学，并在寒暑假期间面向青少年开设古籍修复体验课。',
    ],
  },
  {
    title: '全省公共图书馆联盟实现电子资源“一证通享”',
    source: '浙江文化和旅游',
    sourceUrl: 'https://wlt.example.gov.cn/news/2026/library-alliance.html',
    daysAgo: 45,
    summary: '读者凭所在地公共图书馆读者证，即可访问联盟内共享的电子图书、期刊和数据库资源。',
    paragraphs: [
      '省公共图书馆联盟近日上线电子资源统一认证平台，读者凭所在地公共图书馆的读者证登录，即可访问联盟共享的电子图书、期刊和数据库。',
      '首批共享资源包括中文电子图书12万种、电子期刊8000余种以及地方文献数据库6个，后续将陆续扩充。',
      '读者可通过各成员馆官网、微信公众号的“数字资源”入口访问，无需重复注册。',
    ],
  },
];

const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

function topicSvg(i: number, w: number, h: number, [dark, light]: [string, string]): string {
  const rand = prng(4100 + i);
  const palette = ['#f4e3c1', '#e9b872', '#c8553d', '#f2f2f2', '#8fb9a8', light];
  const art = [
    books(rand, w * 0.55, h * 0.92, w * 0.4, h * 0.55, palette),
    bookStack(rand, w * 0.3, h * 0.95, Math.min(w * 0.3, 260), 5, palette),
    skyline(rand, w, h, h * 0.45, '#000', '#ffd97a'),
  ][i % 3];
  return svgDoc(w, h, lin(`g${i}`, [dark, light]), `${fill(w, h, `g${i}`)}${bubbles(rand, 18, w, h, '#fff', h * 0.12, 0.18)}${art}`);
}

async function render(uploadsDir: string, key: string, svg: string): Promise<string> {
  await writeFile(join(uploadsDir, key), await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return `/uploads/${key}`;
}

/** Needs the catalogue flushed: sections name resources by title (a title not in the catalogue is left out). */
export async function seedTopics(em: EntityManager, uploadsDir: string) {
  await mkdir(join(uploadsDir, 'demo'), { recursive: true });
  const titles = [...new Set(TOPICS.flatMap((topic) => topic.sections.flatMap((section) => section.titles)))];
  const byTitle = new Map<string, Resource>();
  for (const resource of await em.find(Resource, { title: { $in: titles } }, { orderBy: { id: 'ASC' } }))
    if (!byTitle.has(resource.title)) byTitle.set(resource.title, resource);

  for (const [i, seed] of TOPICS.entries()) {
    const [cover, banner] = await Promise.all([
      render(uploadsDir, `demo/topic-${i + 1}-cover.jpg`, topicSvg(i, 600, 400, seed.colors)),
      render(uploadsDir, `demo/topic-${i + 1}-banner.jpg`, topicSvg(i, 1200, 320, seed.colors)),
    ]);
    const topic = em.create(Topic, {
      title: seed.title,
      summary: seed.summary,
      introduction: seed.introduction,
      cover,
      banner,
      sort: i,
      recommended: i === 0,
    });
    seed.sections.forEach((section, j) => {
      em.create(TopicSection, {
        topic,
        title: section.title,
        sort: j,
        resources: section.titles.flatMap((title) => byTitle.get(title) ?? []),
      });
    });
  }

  const now = new Date();
  for (const seed of CAPTURED) {
    // Captured in the morning on the library's clock, published an hour later.
    const capturedAt = libraryTime(-seed.daysAgo, '09:40', now);
    const body = html(seed.paragraphs);
    const news = seed.publishAs
      ? em.create(News, {
          category: seed.publishAs,
          title: seed.title,
          summary: seed.summary,
          body,
          author: seed.source,
          publishedAt: new Date(capturedAt.getTime() + 3_600_000),
        })
      : undefined;
    em.create(CapturedInfo, {
      title: seed.title,
      source: seed.source,
      sourceUrl: seed.sourceUrl,
      author: seed.author,
      publishedAt: new Date(capturedAt.getTime() - 86_400_000),
      summary: seed.summary,
      body,
      createdAt: capturedAt,
      ...(news ? { state: CapturedInfoState.PUBLISHED, newsCategory: seed.publishAs, news } : {}),
    });
  }
}
