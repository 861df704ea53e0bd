import type { EntityManager } from '@mikro-orm/postgresql';
import { ReviewStatus } from '../core/review/review-status.js';
import { Resource } from '../modules/catalogue/index.js';
import { Comment } from '../modules/interaction/types/comment.js';
import { ErrorReport, ErrorReportType } from '../modules/interaction/types/error-report.js';
import { Message } from '../modules/interaction/types/message.js';
import { Recommendation } from '../modules/interaction/types/recommendation.js';
import { Score } from '../modules/interaction/types/score.js';
import { Tag } from '../modules/interaction/types/tag.js';
import { VolunteerApplication } from '../modules/interaction/types/volunteer.js';
import { BlacklistEntry } from '../modules/moderation/index.js';
import { Reader } from '../modules/users/index.js';
import { maskedName } from '../modules/interaction/submission/submission.service.js';

const COMMENTS = [
  '内容扎实，读完很有收获，推荐给大家。',
  '文字优美，适合慢慢读。',
  '图书馆这本书保存得很好，借阅很方便。',
  '讲得深入浅出，入门很合适。',
  '第二遍读又有新的体会。',
  '配图清晰，孩子也很喜欢。',
];
const TAGS = ['经典', '值得一读', '入门', '收藏', '亲子共读', '通俗易懂'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * What readers have sent in the demo library: passed comments and tags on popular resources (so
 * detail pages show them), scores, messages, recommendations and a volunteer application waiting in
 * the back office's queues, error reports on three resources (纠错管理), and an ended blacklist entry. The first demo reader (the one the
 * README logs in with) sends nothing, so their personal centre starts empty.
 */
export async function seedInteractions(em: EntityManager) {
  const readers = await em.find(Reader, {}, { orderBy: { id: 'ASC' } });
  const others = readers.slice(1);
  if (!others.length) return;
  const popular = await em.find(Resource, { enabled: true, onShelf: true, kind: { $in: ['book', 'video', 'audio', 'exhibition'] } } as never, {
    orderBy: { views: 'DESC' },
    limit: 12,
  });
  const by = (i: number) => others[i % others.length];
  const common = (reader: Reader, days: number) => ({
    reader,
    authorName: maskedName(reader.name),
    createdAt: daysAgo(days),
    updatedAt: daysAgo(days),
  });

  popular.forEach((resource, i) => {
    for (let n = 0; n < 1 + (i % 3); n++) {
      const status = n === 2 ? ReviewStatus.PENDING : ReviewStatus.PASSED;
      em.create(Comment, { ...common(by(i + n), 20 - n - (i % 7)), resource, content: COMMENTS[(i + n) % COMMENTS.length], status });
      if (status === ReviewStatus.PASSED) resource.comments += 1;
    }
    em.create(Tag, { ...common(by(i), 15), resource, text: TAGS[i % TAGS.length], status: ReviewStatus.PASSED });
    em.create(Score, { ...common(by(i + 1), 3), resource, value: 3 + (i % 3), status: ReviewStatus.PENDING });
  });
  // 纠错管理: reports on three resources, some processed with a reply, some waiting.
  const reports: Array<[number, number, ErrorReportType, string, ReviewStatus?, string?]> = [
    [0, 2, ErrorReportType.METADATA, '出版年份好像写错了，应为2019年。'],
    [0, 9, ErrorReportType.CONTENT, '第三章有两段文字重复。', ReviewStatus.PASSED, '已核对原书并更正，感谢指正。'],
    [0, 1, ErrorReportType.OTHER, '封面图片与实体书不一致。'],
    [1, 4, ErrorReportType.FILE, '试读文件下载后打不开。'],
    [1, 7, ErrorReportType.METADATA, '作者译名与封面不同。', ReviewStatus.REJECTED, '译名以版权页为准，暂不修改。'],
    [2, 12, ErrorReportType.CONTENT, '简介中的馆藏位置已过时。', ReviewStatus.PASSED, '已更新为三楼社科阅览室。'],
  ];
  for (const [index, days, type, description, status, reply] of reports) {
    if (!popular[index]) continue;
    em.create(ErrorReport, {
      ...common(by(index + days), days),
      resource: popular[index],
      type,
      description,
      ...(status ? { status, reply, reviewedAt: daysAgo(days - 1) } : {}),
    });
  }
  em.create(Message, {
    ...common(by(1), 6),
    subject: '周末开放时间',
    content: '请问周日晚上几点闭馆？',
    status: ReviewStatus.PASSED,
    reply: '周日开放至21:00，欢迎来馆。',
    reviewedAt: daysAgo(5),
  });
  em.create(Message, { ...common(by(2), 1), subject: '自习座位', content: '希望三楼增加一些带插座的座位。' });
  em.create(Message, { ...common(by(0), 2), subject: '借书证补办', content: '借书证丢了，补办需要带哪些材料？' });
  em.create(Recommendation, {
    ...common(by(0), 4),
    title: '置身事内：中国政府与经济发展',
    author: '兰小欢',
    publisher: '上海人民出版社',
    isbn: '9787208171336',
    reason: '近年口碑很好的经济读物，馆里还没有。',
  });
  em.create(Recommendation, {
    ...common(by(2), 10),
    title: '额尔古纳河右岸',
    author: '迟子建',
    publisher: '人民文学出版社',
    reason: '茅盾文学奖作品，想借来读。',
    status: ReviewStatus.REJECTED,
    reply: '本馆已有馆藏（索书号 I247.5/C517），欢迎借阅。',
    reviewedAt: daysAgo(8),
  });
  em.create(VolunteerApplication, {
    ...common(by(1), 3),
    name: by(1).name,
    phone: by(1).phone ?? '13800000002',
    availability: ['SAT:AM', 'SUN:PM'],
    skills: '绘本讲读',
    area: '少儿阅览室',
  });
  const barred = readers.at(-1)!;
  em.create(BlacklistEntry, {
    reader: barred,
    reason: '多次发布广告评论',
    endsAt: new Date('2026-03-01T00:00:00Z'),
    createdAt: new Date('2026-02-01T00:00:00Z'),
  });
  // Lifted early by the library: kept for the record, no longer in force (黑名单 shows it as 停用).
  em.create(BlacklistEntry, {
    reader: others[0],
    reason: '预约场馆后多次未到场',
    endsAt: null,
    enabled: false,
    createdAt: new Date('2026-01-10T00:00:00Z'),
  });
  await em.flush();
}
