import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { libraryDate, libraryTime } from '../core/library-time.js';
import { Activity, ActivityCategory, ActivitySignUp, SignUpStatus } from '../modules/activity/index.js';
import { Library } from '../modules/content/index.js';
import { Reader } from '../modules/users/index.js';
import { prng } from './demo-site.js';
import { bubbles, books, calendar, fill, lin, openBook, svgDoc } from './demo-svg.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Days from `now` to the library's first Saturday at least `days` ahead. */
function saturdayFrom(days: number, now: Date): number {
  for (let d = days; ; d++) if (new Date(`${libraryDate(d, now)}T00:00:00Z`).getUTCDay() === 6) return d;
}

/** Colours of the generated covers, per category (no text on them: fonts may be missing). */
const COVER_COLORS: Record<ActivityCategory, [string, string, string]> = {
  LECTURE: ['#1d4e89', '#3a7bd5', '#f6c453'],
  EXHIBITION: ['#6a2c70', '#b83b5e', '#f08a5d'],
  READING: ['#2a7f62', '#5fb58c', '#f3e9d2'],
  FAMILY: ['#f08a5d', '#f9d56e', '#5fb58c'],
  TRAINING: ['#34495e', '#16738f', '#9ad0ec'],
  OTHER: ['#8c1c13', '#c0392b', '#f6c453'],
};

function coverSvg(category: ActivityCategory, seed: number): string {
  const rand = prng(seed * 97 + 13);
  const [dark, light, accent] = COVER_COLORS[category];
  const w = 800;
  const h = 450;
  const art =
    category === ActivityCategory.READING || category === ActivityCategory.FAMILY
      ? openBook(400, 250, 360, 190, '#fffdf6', dark)
      : category === ActivityCategory.TRAINING || category === ActivityCategory.OTHER
        ? calendar(400, 225, 150, dark, accent)
        : books(rand, 220, 380, 360, 200, [accent, '#ffffff', light, dark]);
  return svgDoc(w, h, lin('bg', [dark, light]), `${fill(w, h, 'bg')}${bubbles(rand, 14, w, h, '#ffffff', 70, 0.18)}${art}`);
}

interface DemoActivity {
  category: ActivityCategory;
  title: string;
  summary: string;
  body: string;
  /** Index into the libraries (in their order). */
  library: number;
  place: string;
  /** Days from now of the start, its time on the library's clock ('HH:MM'), and hours it lasts. */
  startsIn: number;
  at: string;
  hours: number;
  /** Held on a weekend (the title says so): the start moves to the Saturday on or after `startsIn`. */
  weekend?: boolean;
  capacity: number;
  /** Days from now the sign-up opens and closes (default: opened 10 days ago, closes at the start). */
  signUpOpensIn?: number;
  signUpClosesIn?: number;
  recommended?: boolean;
  /** Demo readers (indexes into the first four) signed up, then waiting, in order. */
  signedUp?: number[];
  waiting?: number[];
  /** Signed-up readers marked present (ended activities). */
  checkedIn?: number[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/**
 * The activities of the demo library: past ones (one with sign-ups and check-ins), one running now,
 * upcoming ones in every sign-up state — open, not yet open, nearly full (one place left), and full
 * with a waiting list. Demo readers 2–4 have signed up; reader 1 (the e2e reader) has not, so their
 * 我的活动 starts empty.
 */
export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    category: ActivityCategory.LECTURE,
    title: '“钱塘文脉”系列讲座：南宋临安的书坊与刻书',
    summary: '从陈起陈宅书籍铺到睦亲坊，听浙江大学古籍研究所学者讲述南宋临安刻书业的繁盛与流变。',
    body: p(
      '南宋定都临安后，杭州成为全国刻书中心之一，“临安府棚北大街睦亲坊南陈宅书籍铺”所刻唐宋诗集，至今仍是版本学上的珍品。',
      '本期讲座邀请浙江大学古籍研究所副教授沈立言，结合本馆藏《唐女郎鱼玄机诗》影印本等文献，讲述书坊的经营、刻工与版式特点，以及临安刻本对后世的影响。',
      '讲座结束后设20分钟互动答疑，欢迎对版本目录学、地方文化感兴趣的读者参加。',
    ),
    library: 0,
    place: '总馆一楼报告厅',
    startsIn: -20,
    at: '14:30',
    hours: 2,
    capacity: 200,
    signedUp: [1, 2, 3],
    checkedIn: [1, 3],
  },
  {
    category: ActivityCategory.READING,
    title: '第十届钱塘市全民阅读节·“诗词里的江南”朗诵会',
    summary: '全民阅读节闭幕活动，市民朗诵者与中学生共同诵读江南诗词名篇。',
    body: p(
      '第十届钱塘市全民阅读节以“书香润城，阅读致远”为主题，历时一个月，共举办讲座、展览、读书会等活动120余场。',
      '闭幕朗诵会精选白居易、苏轼、杨万里等歌咏江南的诗词名篇，由市朗诵协会会员与市第二中学诗社同学共同演绎，并为“年度书香家庭”颁奖。',
      '本活动无需报名，现场座位有限，先到先得。',
    ),
    library: 0,
    place: '总馆一楼中庭',
    startsIn: -45,
    at: '19:00',
    hours: 2,
    capacity: 0,
  },
  {
    category: ActivityCategory.EXHIBITION,
    title: '“纸墨千秋”馆藏古籍珍本展',
    summary: '精选馆藏宋元明清刻本、抄本与地方志六十余种，配合古籍修复过程展示。',
    body: p(
      '本馆现藏古籍线装书12万余册，其中入选《国家珍贵古籍名录》的有36部。本次展览精选宋元明清刻本、名家抄本、地方志及家谱六十余种，分“版刻源流”“钱塘文献”“修复新生”三个单元。',
      '展厅同步展示古籍修复室的工具与修复前后对照，每周六下午三点有馆员现场讲解。',
      '展览免费开放，无需报名，请在开放时间内凭读者证或身份证入馆参观。',
    ),
    library: 0,
    place: '总馆三楼地方文献展厅',
    startsIn: -10,
    at: '09:00',
    // Open 09:00–17:00 for a month: from the first day's opening to the last day's closing.
    hours: 30 * 24 + 8,
    capacity: 0,
    recommended: true,
  },
  {
    category: ActivityCategory.FAMILY,
    title: '周末亲子绘本共读：《猜猜我有多爱你》',
    summary: '适合3—6岁儿童及家长，绘本共读、手工制作“爱心书签”。',
    body: p(
      '大兔子和小兔子比一比，谁的爱更多？本期亲子共读由少儿馆阅读推广人带领，和孩子们一起读绘本、做游戏，并动手制作一枚“爱心书签”带回家。',
      '适合3—6岁儿童，每个名额为一名儿童及一位家长。请提前10分钟到场签到，活动材料由图书馆提供。',
    ),
    library: 3,
    place: '少儿馆一楼绘本活动区',
    startsIn: 6,
    at: '10:00',
    weekend: true,
    hours: 1.5,
    capacity: 30,
    recommended: true,
    signedUp: [1],
  },
  {
    category: ActivityCategory.TRAINING,
    title: '古籍修复体验课：线装书的四眼装订',
    summary: '跟随古籍修复师学习线装书的折页、打眼与穿线，每人完成一册线装笔记本。',
    body: p(
      '线装是中国古籍最具代表性的装帧形式。本课程由本馆古籍修复室修复师授课，介绍线装书的结构，并带领学员完成折页、齐栏、打眼、穿线等步骤，每人装订一册四眼线装笔记本。',
      '因修复室工位有限，本期限额3人。报名成功后如不能参加，请在活动开始前取消报名，以便候补读者递补。',
    ),
    library: 0,
    place: '总馆四楼古籍修复室',
    startsIn: 9,
    at: '14:00',
    hours: 3,
    capacity: 3,
    signedUp: [2, 3],
  },
  {
    category: ActivityCategory.LECTURE,
    title: '作家面对面：《运河人家》新书分享会',
    summary: '本土作家讲述大运河畔三代人的故事，现场签售。',
    body: p(
      '长篇小说《运河人家》以拱宸桥一带的市井生活为背景，写出了运河边一个家庭三代人的悲欢。作者将与读者分享创作过程中的田野走访与史料搜集。',
      '分享会后设签售环节。场地座位有限，额满后可登记候补，有读者取消时按候补顺序自动递补。',
    ),
    library: 4,
    place: '24小时城市书房（运河店）阅读区',
    startsIn: 4,
    at: '15:00',
    hours: 2,
    capacity: 2,
    signedUp: [1, 2],
    waiting: [3],
  },
  {
    category: ActivityCategory.TRAINING,
    title: '“数字阅读”培训：手机图书馆与电子书借阅',
    summary: '手把手教您使用手机图书馆检索、续借与阅读电子书，适合中老年读者。',
    body: p(
      '培训内容：关注图书馆公众号并绑定读者证；在手机上检索馆藏、查看借阅记录与在线续借；下载电子书与收听有声读物。',
      '请携带已安装微信的智能手机及读者证。报名将于活动前两周开放。',
    ),
    library: 1,
    place: '东城分馆二楼电子阅览室',
    startsIn: 25,
    at: '14:30',
    hours: 2,
    capacity: 40,
    signUpOpensIn: 5,
  },
  {
    category: ActivityCategory.LECTURE,
    title: '城市记忆讲座：京杭大运河与钱塘城的兴起',
    summary: '从隋代开凿到申遗成功，讲述大运河如何塑造了钱塘城的格局与生活。',
    body: p(
      '大运河南端的钱塘城，因河而兴、因河而盛。本讲由市运河文化研究会专家主讲，结合古地图与老照片，讲述运河水系、码头仓储与城市街巷的变迁。',
      '讲座面向全体市民，报名成功后请凭读者证入场。',
    ),
    library: 0,
    place: '总馆一楼报告厅',
    startsIn: 12,
    at: '14:30',
    hours: 2,
    capacity: 150,
    signedUp: [1],
  },
  {
    category: ActivityCategory.OTHER,
    title: '读者开放日：走进图书馆的“幕后”',
    summary: '参观采编中心、密集书库与自动分拣系统，了解一本书从采购到上架的旅程。',
    body: p(
      '一本新书要经过采购、验收、编目、加工、典藏等多个环节才能来到书架上。读者开放日当天，馆员将带领读者分批参观平时不对外开放的采编中心、密集书库和自动分拣系统。',
      '本活动无需报名，当天上午9:30、10:30、14:30在总馆一楼服务台集合，每批约20人。',
    ),
    library: 0,
    place: '总馆一楼服务台集合',
    startsIn: 15,
    at: '09:30',
    hours: 6,
    capacity: 0,
  },
];

/** The demo activities (with generated covers) and demo readers' sign-ups. */
export async function seedActivities(em: EntityManager, uploadsDir: string): Promise<void> {
  await mkdir(join(uploadsDir, 'demo'), { recursive: true });
  const libraries = await em.find(Library, {}, { orderBy: { sort: 'ASC', id: 'ASC' } });
  const readers = await em.find(Reader, {}, { orderBy: { id: 'ASC' }, limit: 4 });
  const now = new Date();
  // On the library's clock, whatever the server's: the site shows times there (a sign-up opens at 09:00).
  const at = (days: number, time = '09:00') => libraryTime(days, time, now);
  const minutes = (from: Date, n: number) => new Date(from.getTime() + n * MINUTE);
  for (const [i, demo] of DEMO_ACTIVITIES.entries()) {
    const key = `demo/activity-${i + 1}.jpg`;
    await writeFile(
      join(uploadsDir, key),
      await sharp(Buffer.from(coverSvg(demo.category, i + 1)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    const startsAt = at(demo.weekend ? saturdayFrom(demo.startsIn, now) : demo.startsIn, demo.at);
    const signedUp = (demo.signedUp ?? []).map((r) => readers[r]).filter(Boolean);
    const waiting = (demo.waiting ?? []).map((r) => readers[r]).filter(Boolean);
    const activity = em.create(Activity, {
      category: demo.category,
      title: demo.title,
      summary: demo.summary,
      body: demo.body,
      cover: `/uploads/${key}`,
      library: libraries[demo.library] ?? libraries[0] ?? null,
      place: demo.place,
      startsAt,
      endsAt: new Date(startsAt.getTime() + demo.hours * HOUR),
      capacity: demo.capacity,
      signUpStartsAt: demo.capacity ? at(demo.signUpOpensIn ?? Math.min(demo.startsIn - 10, -10)) : null,
      signUpEndsAt: demo.capacity ? (demo.signUpClosesIn === undefined ? startsAt : at(demo.signUpClosesIn)) : null,
      signedUpCount: signedUp.length,
      recommended: demo.recommended ?? false,
      sort: i + 1,
      createdAt: at(Math.min(demo.startsIn - 14, -14)),
    });
    const queued = (n: number) => minutes(at(Math.min(demo.startsIn - 5, -2), '10:00'), 37 * n);
    signedUp.forEach((reader, n) =>
      em.create(ActivitySignUp, {
        activity,
        reader,
        status: SignUpStatus.SIGNED_UP,
        queuedAt: queued(n),
        createdAt: queued(n),
        checkedInAt: demo.checkedIn?.includes(demo.signedUp![n]) ? minutes(startsAt, -12 + n) : null,
      }),
    );
    waiting.forEach((reader, n) =>
      em.create(ActivitySignUp, {
        activity,
        reader,
        status: SignUpStatus.WAITING,
        queuedAt: queued(signedUp.length + n),
        createdAt: queued(signedUp.length + n),
      }),
    );
  }
  await em.flush();
}
