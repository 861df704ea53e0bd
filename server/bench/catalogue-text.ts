/**
 * Catalogue-like text for the benchmark resources (seed-resources.ts): titles, subtitles,
 * creators, keywords and summaries drawn from word lists with a skewed (Zipf-like) distribution, so
 * that a common word (历史, 中国) matches a few percent of a million titles and most words far
 * fewer, as in a real library. Seeded: the same seed gives the same catalogue.
 *
 * Lists are ordered from common to rare; `skewed` picks early entries more often.
 */
import { pick } from '../src/modules/catalogue/search/text/fixtures.js';

type Next = () => number;

/** An entry of `items`, the first ones much more often (P(index < k) = (k/n)^(1/power)). */
function skewed<T>(next: Next, items: readonly T[], power = 2): T {
  return items[Math.floor(items.length * next() ** power)];
}

const PLACES = [
  '中国', '江南', '北京', '上海', '世界', '城市', '乡村', '宋代', '唐代', '明代', '清代', '民国', '近代中国', '古代中国', '杭州', '长安',
  '丝绸之路', '敦煌', '西域', '岭南', '巴蜀', '湘西', '徽州', '苏州', '洛阳', '南京', '西藏', '云南', '东北', '西北', '黄河', '长江',
  '大运河', '草原', '海洋', '东亚', '欧洲', '美国', '日本', '非洲', '拉丁美洲', '中东', '地中海', '南洋', '台湾', '香港', '澳门', '先秦',
  '汉代', '魏晋', '南北朝', '五代', '辽金', '元代', '晚清', '当代中国', '全球', '景德镇', '泉州', '广州', '天津', '重庆', '成都', '西安',
];
const TOPICS = [
  '历史', '文化', '经济', '社会', '文学', '艺术', '哲学', '教育', '科技', '政治', '建筑', '园林', '饮食文化', '服饰', '音乐', '戏曲',
  '书法', '绘画', '陶瓷', '宗教', '民俗', '神话', '诗歌', '小说', '散文', '电影', '摄影', '设计', '医学', '中医', '法律', '军事',
  '外交', '交通', '商业', '农业', '手工业', '人口', '城市化', '家庭', '婚姻', '女性', '儿童', '语言', '文字', '方言', '考古', '博物馆',
  '图书馆', '出版', '阅读', '旅行', '茶', '酒', '丝绸', '瓷器', '养生', '体育', '围棋', '武术', '数学', '物理学', '化学', '生物学',
  '天文学', '地理', '气候', '生态', '环境保护', '能源', '材料科学', '人工智能', '机器学习', '数据科学', '计算机', '网络', '算法', '编程',
  '软件工程', '数据库', '心理学', '管理学', '市场营销', '金融', '投资', '会计', '统计学', '新闻传播', '广告', '城市规划', '乡村振兴',
  '公共卫生', '社会保障', '劳动', '移民', '宗族', '科举', '漕运', '盐业', '货币', '海防', '水利', '桥梁', '古籍', '版本目录', '金石',
  '碑刻', '印章', '漆器', '玉器', '青铜器', '织绣', '木刻', '年画', '皮影', '昆曲', '京剧', '评弹', '茶道', '香道', '花卉', '鸟类',
  '昆虫', '森林', '湿地', '海岛', '火山', '地震', '航海', '航天', '铁路', '汽车', '机器人', '芯片', '区块链', '量子计算', '基因',
];
const FORMS = [
  '研究', '史', '简史', '概论', '导论', '通论', '新论', '十讲', '讲义', '教程', '入门', '手册', '图鉴', '笔记', '札记', '漫谈', '随笔',
  '文集', '选集', '论稿', '丛考', '探微', '述略', '图说', '原理', '方法', '基础', '的故事', '的世界', '与生活', '的秘密', '百问', '考',
  '史话', '纵横', '散论', '大观', '新探', '源流', '变迁',
];
const LITERARY_ADJECTIVES = [
  '沉默的', '遥远的', '最后的', '燃烧的', '孤独的', '消失的', '看不见的', '漫长的', '温柔的', '寂静的', '破碎的', '第七个', '明亮的',
  '失落的', '隐秘的', '永恒的', '流动的', '无尽的', '秋天的', '深夜的', '北方的', '南方的', '陌生的', '古老的', '未完成的',
];
const LITERARY_NOUNS = [
  '河流', '群山', '月光', '故乡', '少年', '远方', '灯火', '城堡', '白夜', '春风', '大地', '星辰', '海岸', '荒原', '雨季', '黄昏', '钟声',
  '花园', '岛屿', '村庄', '火车', '信件', '房间', '影子', '记忆', '旅人', '鲸鱼', '森林', '麦田', '长夜', '归途', '马车', '书店', '庭院',
  '雪国', '江湖', '城墙', '渡口', '老屋', '石桥',
];
const NOVEL_FORMS = ['', '', '', '', '之歌', '纪事', '往事', '传', '三部曲', '手记'];
const TECH = ['Python', 'Java', 'JavaScript', 'C++', 'Go', 'Rust', 'SQL', 'Linux', 'Docker', 'Spring', 'React', 'Vue', 'TensorFlow', 'PyTorch', 'Excel', 'MATLAB', 'R语言', 'Kubernetes', 'Hadoop', 'Spark'];
const TECH_FORMS = ['编程入门', '核心技术', '实战', '从入门到精通', '编程思想', '高级编程', '数据分析', '权威指南', '开发实践', '设计模式', '性能优化', '源码剖析'];

const EN_TOPICS = [
  'History', 'Economics', 'Philosophy', 'Art', 'Architecture', 'Music', 'Literature', 'Politics', 'Psychology', 'Sociology', 'Mathematics',
  'Physics', 'Chemistry', 'Biology', 'Ecology', 'Medicine', 'Law', 'Education', 'Linguistics', 'Anthropology', 'Archaeology', 'Statistics',
  'Programming', 'Algorithms', 'Databases', 'Machine Learning', 'Data Science', 'Networks', 'Design', 'Photography', 'Film', 'Religion',
  'Gardens', 'Ceramics', 'Cities', 'Migration', 'Trade', 'Science', 'Technology', 'Climate', 'Energy', 'Oceans',
];
const EN_PLACES = ['China', 'Asia', 'Europe', 'America', 'Africa', 'Japan', 'India', 'Rome', 'the Silk Road', 'the Pacific', 'the Modern World', 'London', 'Shanghai', 'Beijing'];
const EN_ADJECTIVES = ['Silent', 'Hidden', 'Last', 'Lost', 'Endless', 'Broken', 'Distant', 'Invisible', 'Golden', 'Quiet', 'Secret', 'Long', 'Burning', 'Northern', 'Little'];
const EN_NOUNS = ['River', 'Garden', 'City', 'Empire', 'Island', 'Journey', 'Mountain', 'Letters', 'Harbour', 'House', 'Road', 'Light', 'Tide', 'Library', 'Orchard', 'Winter'];
const EN_FORMS = ['A Very Short Introduction', 'A History', 'An Introduction', 'Principles and Practice', 'A Reader', 'Essays', 'A Global History', 'Theory and Method'];

const JA_WORDS = ['森', '海辺', '雪国', '東京', '物語', '歴史', '猫', '夏', '記憶', '街', '風', '旅', 'こころ', '桜', '月', '夜明け', '図書館', '京都', '庭', '手紙'];

const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗', '郑', '梁', '谢',
  '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡', '余', '杜', '叶', '程', '苏', '魏',
  '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪', '范', '金', '石', '廖', '贾', '夏', '韦', '付', '方', '白', '邹',
  '孟', '熊', '秦', '邱', '江', '尹', '薛', '闫', '段', '雷', '侯', '龙', '史', '陶', '黎', '贺', '顾', '毛', '郝', '龚', '邵', '万', '钱',
  '欧阳', '司马', '诸葛', '上官',
];
const GIVEN = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英',
  '晓峰', '志强', '海燕', '建华', '文博', '雨婷', '子涵', '浩然', '思远', '晓明', '国栋', '玉兰', '春生', '德胜', '振华', '宏伟', '立新',
  '嘉怡', '一鸣', '欣怡', '梓轩', '宇航', '佳琪', '俊杰', '晨曦', '雅婷', '永康', '守仁', '鸿渐', '慕白', '清源', '若水', '知秋', '望舒',
  '砚秋', '听雨', '怀瑾', '景行', '维桢', '伯庸', '仲达', '叔夜', '季常', '元朗', '子美', '乐天', '易安', '稼轩', '东篱', '放翁',
];
const FOREIGN_FIRST = ['约翰', '玛丽', '托马斯', '威廉', '安娜', '彼得', '伊丽莎白', '乔治', '卡尔', '弗朗西斯', '亨利', '露西', '马克', '爱丽丝', '罗伯特', '海因里希', '让', '米歇尔', '尤瓦尔', '加布里埃尔'];
const FOREIGN_LAST = ['史密斯', '约翰逊', '布朗', '米勒', '威尔逊', '穆勒', '施密特', '杜邦', '马丁', '罗西', '伯格', '汉森', '卡特', '费舍尔', '霍夫曼', '克拉克', '贝克', '沃森', '格林', '霍尔'];
const EN_FIRST = ['John', 'Mary', 'David', 'Sarah', 'Michael', 'Emma', 'James', 'Laura', 'Robert', 'Anna', 'Thomas', 'Helen', 'Peter', 'Alice', 'Richard', 'Kate', 'Daniel', 'Ruth', 'Paul', 'Jane'];
const EN_LAST = ['Smith', 'Johnson', 'Brown', 'Taylor', 'Miller', 'Wilson', 'Davies', 'Evans', 'Clark', 'Walker', 'Wright', 'Green', 'Hall', 'Wood', 'Harris', 'Martin', 'Cooper', 'King', 'Lee', 'Turner'];

export const PUBLISHERS = [
  '人民文学出版社', '中华书局', '商务印书馆', '上海译文出版社', '生活·读书·新知三联书店', '北京大学出版社', '人民邮电出版社', '中信出版社',
  '清华大学出版社', '机械工业出版社', '上海古籍出版社', '浙江大学出版社', '广西师范大学出版社', '译林出版社', '科学出版社', '社会科学文献出版社',
  '高等教育出版社', '作家出版社', '长江文艺出版社', '浙江人民出版社', '江苏凤凰文艺出版社', '湖南文艺出版社', '中国社会科学出版社', '文物出版社',
];
const EN_PUBLISHERS = ['Oxford University Press', 'Cambridge University Press', 'Penguin Books', 'Routledge', 'MIT Press', "O'Reilly Media", 'Springer', 'Princeton University Press'];

const ASPECTS = ['形成与演变', '制度与实践', '日常生活', '物质文化', '思想脉络', '地域差异', '交流与互动', '兴衰', '技术传统', '人物与事件', '基本概念', '典型案例'];
const CLAUSES = [
  '作者利用大量档案、方志与笔记材料，',
  '全书结构清晰，图文并茂，',
  '书中收录了百余幅珍贵图片，',
  '本书在田野调查的基础上，',
  '作者以通俗的语言，',
  '本书结合最新的考古发现，',
  '全书分为上、中、下三编，',
  '作者多年从事相关教学与研究，',
];
const CLOSINGS = [
  '适合对相关领域感兴趣的普通读者阅读。',
  '可供高等院校相关专业师生参考。',
  '是了解这一领域的入门读物。',
  '为读者提供了一幅生动的时代画卷。',
  '对今天的实践仍有借鉴意义。',
  '兼具学术性与可读性。',
];
const NOVEL_LINES = [
  '小说讲述了一个少年离开故乡、在城市中寻找自我的故事。',
  '在一座被遗忘的小镇上，几代人的命运交织在一起。',
  '一封迟到了三十年的信，揭开了家族尘封的往事。',
  '故事发生在战争年代，一对恋人被迫天各一方。',
  '主人公在旅途中结识了形形色色的人，也重新认识了自己。',
  '这是一部关于记忆、时间与告别的长篇小说。',
];
const EN_SUMMARIES = [
  'This book offers a clear and engaging introduction to the subject, from its origins to current debates.',
  'Drawing on archival sources and fieldwork, the author traces how ideas and institutions changed over time.',
  'A practical guide with worked examples, exercises and further reading for students and practitioners.',
  'A sweeping narrative that connects people, places and events across centuries.',
];

export interface GeneratedText {
  title: string;
  subtitle: string | null;
  creators: string[];
  keywords: string[];
  summary: string;
  publisher: string;
}

function chineseName(next: Next): string {
  return skewed(next, SURNAMES, 1.6) + skewed(next, GIVEN, 1.3);
}

function creatorsFor(next: Next, language: string): string[] {
  const r = next();
  if (language === 'en') {
    const one = () => `${pick(next, EN_FIRST)} ${pick(next, EN_LAST)}`;
    return r < 0.7 ? [one()] : [one(), one()];
  }
  if (language === 'ja') return [`${pick(next, ['村上', '东野', '川端', '夏目', '宫部', '吉本'])}${pick(next, ['春树', '圭吾', '康成', '漱石', '美雪', '芭娜娜'])}`];
  // Translations: a foreign author and a translator.
  if (r < 0.12) return [`${pick(next, FOREIGN_FIRST)}·${pick(next, FOREIGN_LAST)}`, chineseName(next)];
  if (r < 0.8) return [chineseName(next)];
  if (r < 0.95) return [chineseName(next), chineseName(next)];
  return [chineseName(next), chineseName(next), chineseName(next)];
}

function suffix(next: Next): string {
  const r = next();
  if (r < 0.06) return `（第${2 + Math.floor(next() * 5)}版）`;
  if (r < 0.1) return `（第${1 + Math.floor(next() * 8)}卷）`;
  if (r < 0.12) return `（${pick(next, ['修订本', '插图本', '典藏版', '增订本', '注释本'])}）`;
  return '';
}

function chineseTitle(next: Next): { title: string; subtitle: string | null; topic: string; place: string; novel: boolean } {
  const place = skewed(next, PLACES);
  const topic = skewed(next, TOPICS, 1.6);
  const r = next();
  let title: string;
  let subtitle: string | null = null;
  let novel = false;
  if (r < 0.3) title = `${place}${topic}${skewed(next, FORMS)}`;
  else if (r < 0.48) title = `${topic}${skewed(next, FORMS)}`;
  else if (r < 0.6) {
    title = `${skewed(next, LITERARY_ADJECTIVES, 1.3)}${skewed(next, LITERARY_NOUNS, 1.3)}${pick(next, NOVEL_FORMS)}`;
    novel = true;
  } else if (r < 0.68) {
    title = `${skewed(next, LITERARY_NOUNS, 1.3)}与${skewed(next, LITERARY_NOUNS, 1.3)}`;
    novel = true;
  } else if (r < 0.78) {
    title = `${topic}与${skewed(next, TOPICS, 1.6)}`;
    subtitle = `${place}的${pick(next, ASPECTS)}`;
  } else if (r < 0.86) {
    title = `${chineseName(next)}传`;
    subtitle = next() < 0.5 ? `${place}的${pick(next, ASPECTS)}` : null;
  } else if (r < 0.93) title = `${place}${topic}：${pick(next, ASPECTS)}${skewed(next, FORMS)}`;
  else title = `${pick(next, TECH)}${pick(next, TECH_FORMS)}`;
  return { title: title + suffix(next), subtitle, topic, place, novel };
}

function englishTitle(next: Next): string {
  const r = next();
  if (r < 0.25) return `A History of ${skewed(next, EN_TOPICS)} in ${pick(next, EN_PLACES)}`;
  if (r < 0.45) return `${skewed(next, EN_TOPICS)}: ${pick(next, EN_FORMS)}`;
  if (r < 0.6) return `The ${pick(next, EN_ADJECTIVES)} ${pick(next, EN_NOUNS)}`;
  if (r < 0.75) return `Introduction to ${skewed(next, EN_TOPICS)}`;
  if (r < 0.88) return `${skewed(next, EN_TOPICS)} and ${skewed(next, EN_TOPICS)}`;
  return `Learning ${pick(next, TECH.filter((t) => /^[A-Za-z+]+$/.test(t)))}`;
}

/** The text of one resource in `language` (zh, en, ja). */
export function generateText(next: Next, language: string): GeneratedText {
  if (language === 'en') {
    const title = englishTitle(next);
    return {
      title,
      subtitle: null,
      creators: creatorsFor(next, language),
      keywords: [skewed(next, EN_TOPICS).toLowerCase(), pick(next, EN_PLACES).replace(/^the /, '')],
      summary: `${pick(next, EN_SUMMARIES)} ${pick(next, EN_SUMMARIES)}`,
      publisher: pick(next, EN_PUBLISHERS),
    };
  }
  if (language === 'ja') {
    const title = `${pick(next, JA_WORDS)}の${pick(next, JA_WORDS)}`;
    return { title, subtitle: null, creators: creatorsFor(next, language), keywords: ['日本文学'], summary: `${title}をめぐる物語。`, publisher: pick(next, ['講談社', '新潮社', '岩波書店']) };
  }
  const { title, subtitle, topic, place, novel } = chineseTitle(next);
  const creators = creatorsFor(next, language);
  const other = skewed(next, TOPICS, 1.6);
  const summary = novel
    ? `${pick(next, NOVEL_LINES)}${pick(next, NOVEL_LINES)}作者${creators[0]}以细腻的笔触描写了${place}的${pick(next, LITERARY_NOUNS)}与人情，${pick(next, CLOSINGS)}`
    : `本书${pick(next, ['系统梳理了', '深入考察了', '全面介绍了', '讨论了'])}${place}${topic}的${pick(next, ASPECTS)}，` +
      `${pick(next, CLAUSES)}兼及${other}与${skewed(next, TOPICS, 1.6)}的关系，${pick(next, CLOSINGS)}`;
  const keywords = novel ? [pick(next, ['长篇小说', '中篇小说', '短篇小说集', '当代文学']), place] : [topic, place, other];
  return { title, subtitle, creators, keywords, summary, publisher: skewed(next, PUBLISHERS, 1.5) };
}
