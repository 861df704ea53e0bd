import { LIB } from './demo-site.js';

/** Home-page carousel; the image is banner-<index+1>. */
export const DEMO_BANNERS = [
  { title: '2026年全民阅读月 · 书香钱塘', link: '/activity', enabled: true },
  { title: '数字资源免费开放 电子书、有声书随时读', link: '/resources/ebook', enabled: true },
  { title: '少儿阅读季：和孩子一起爱上阅读', link: '/information/libraryNews', enabled: true },
  { title: '24小时城市书房 全城通借通还', link: '/service/overView/openingTime', enabled: true },
  { title: '2026年春节期间开放时间安排', link: '/information/publicNotice', enabled: false },
] as const;

/** Footer links; `abbr` and `color` draw the generated logo. */
export const DEMO_LINKS = [
  { name: '国家图书馆', url: 'https://www.nlc.cn', abbr: 'NLC', color: '#8c1c13' },
  { name: '首都图书馆', url: 'https://www.clcn.net.cn', abbr: 'CLCN', color: '#b5651d' },
  { name: '上海图书馆', url: 'https://library.sh.cn', abbr: 'SHL', color: '#1d4e89' },
  { name: '浙江图书馆', url: 'https://www.zjlib.cn', abbr: 'ZJLIB', color: '#2a7f62' },
  { name: '中国图书馆学会', url: 'https://www.lsc.org.cn', abbr: 'LSC', color: '#6a2c70' },
  { name: '国家公共文化云', url: 'https://www.culturedc.cn', abbr: 'CDC', color: '#c0392b' },
  { name: '国家哲学社会科学文献中心', url: 'https://www.ncpssd.cn', abbr: 'NCPSSD', color: '#34495e' },
  { name: '中国高等教育文献保障系统', url: 'https://www.calis.edu.cn', abbr: 'CALIS', color: '#16738f' },
  { name: '全国图书馆参考咨询联盟', url: 'http://www.ucdrs.superlib.net', abbr: 'UCDRS', color: '#d35400' },
  { name: '全国文化信息资源共享工程', url: 'http://www.ndcnc.gov.cn', abbr: 'NDCNC', color: '#7f8c8d', enabled: false },
] as const;

/** The branches of the fictional city library, around one city centre. */
export const DEMO_LIBRARIES = [
  {
    name: `${LIB}（总馆）`,
    address: '钱塘市江滨区之江大道1288号',
    phone: '0571-86001234',
    openingHours: '周二至周日 9:00-21:00（周一闭馆）',
    latitude: 30.2468,
    longitude: 120.2035,
    description:
      '总馆建筑面积4.2万平方米，设阅览座位2600个，馆藏文献380余万册（件），设有少儿借阅区、地方文献馆、古籍修复室、数字阅读体验区和300座报告厅，是全市总分馆服务体系的中心。',
  },
  {
    name: '东城分馆',
    address: '钱塘市东城区凤起东路356号文化中心2楼',
    phone: '0571-86032210',
    openingHours: '周二至周日 9:00-17:00（周一闭馆）',
    latitude: 30.2791,
    longitude: 120.1968,
    description: '面积2800平方米，藏书12万册，设有报刊阅览区和老年读者专区，定期举办社区读书会和健康讲座。',
  },
  {
    name: '西湖街道分馆',
    address: '钱塘市湖西区北山路88号',
    phone: '0571-86045518',
    openingHours: '周二至周日 9:00-17:00（周一闭馆）',
    latitude: 30.2602,
    longitude: 120.1423,
    description: '坐落于湖畔历史街区，馆舍由民国老建筑改造而成，以地方文史和旅游文化文献为特色，兼具阅读与休闲功能。',
  },
  {
    name: '钱塘市少年儿童图书馆',
    address: '钱塘市江滨区春晓路166号',
    phone: '0571-86021166',
    openingHours: '周二至周五 13:00-19:00；周六、周日 9:00-19:00（周一闭馆）',
    latitude: 30.2339,
    longitude: 120.2187,
    description: '全市唯一的独立建制少儿图书馆，按年龄分设绘本馆、童书馆和青少年馆，藏书35万册，每周开展故事会、科学课堂等活动。',
  },
  {
    name: '24小时城市书房（运河店）',
    address: '钱塘市拱北区运河东路218号',
    phone: '0571-86058820',
    openingHours: '全天24小时开放（凭读者证刷卡入馆）',
    latitude: 30.3215,
    longitude: 120.1534,
    description: '临运河而建的24小时自助阅读空间，面积320平方米，藏书1.5万册，支持自助借还、与全市图书馆通借通还。',
  },
  {
    name: '24小时城市书房（湖滨店）',
    address: '钱塘市湖西区湖滨路27号',
    phone: '0571-86046627',
    openingHours: '全天24小时开放（凭读者证刷卡入馆）',
    latitude: 30.2581,
    longitude: 120.1625,
    description: '位于湖滨商圈的城市书房，夜间读者较多，提供自习座位、自助借还机和免费无线网络。',
  },
  {
    name: '滨江分馆',
    address: '钱塘市滨江区江南大道1510号科创中心B座',
    phone: '0571-86079901',
    openingHours: '周二至周日 9:30-20:30（周一闭馆）',
    latitude: 30.2104,
    longitude: 120.2108,
    description: '面向科技园区读者，以科技、经管和外文图书为特色，设有共享研讨室和创客空间，可在线预约使用。',
  },
  {
    name: '城北分馆',
    address: '钱塘市拱北区莫干山路805号',
    phone: '0571-86088805',
    openingHours: '周二至周日 9:00-17:00（周一闭馆）',
    latitude: 30.3042,
    longitude: 120.1317,
    description: '馆舍面积3500平方米，设有视障阅览室和亲子阅读区，提供送书上门和流动图书车服务。',
  },
] as const;
