/**
 * The other kinds of the demo catalogue: audio, video, exhibitions, theses, newspapers, journals,
 * databases and digital collections. `cls` is the index of the kind's class in catalogue.seeder.ts
 * (OTHER_CLASSES); `en` is the Latin title drawn on covers when no CJK font is installed.
 */

/** Audio classes: 有声小说, 评书曲艺, 儿童故事, 讲座音频, 外语学习, 诗词朗诵. */
export const AUDIOS: Array<{ t: string; narrator: string; cls: number; en: string; s: string; tracks?: string[] }> = [
  { t: '平凡的世界（有声版）', narrator: '李野默', cls: 0, en: 'Ordinary World (audiobook)', s: '著名演播艺术家李野默演播路遥名著，曾在广播中感动无数听众。' },
  { t: '活着（有声版）', narrator: '王明军', cls: 0, en: 'To Live (audiobook)', s: '余华代表作有声版，娓娓道来福贵跌宕的一生。' },
  { t: '三体（广播剧）', narrator: '钱塘广播剧社', cls: 0, en: 'The Three-Body Problem (radio drama)', s: '多人演播的科幻广播剧，音效恢弘，再现三体世界。' },
  { t: '围城（有声版）', narrator: '姜广涛', cls: 0, en: 'Fortress Besieged (audiobook)', s: '钱锺书名作有声演绎，机智幽默。' },
  { t: '边城（有声版）', narrator: '徐涛', cls: 0, en: 'Border Town (audiobook)', s: '沈从文笔下的湘西风情，声音里的青山绿水。' },
  { t: '三国演义（评书）', narrator: '袁阔成', cls: 1, en: 'Romance of the Three Kingdoms (storytelling)', s: '评书大师袁阔成演播的长篇评书，气势磅礴。' },
  { t: '岳飞传（评书）', narrator: '刘兰芳', cls: 1, en: 'The Story of Yue Fei (storytelling)', s: '刘兰芳代表作，讲述民族英雄岳飞精忠报国的一生。' },
  { t: '隋唐演义（评书）', narrator: '单田芳', cls: 1, en: 'Heroes of Sui and Tang (storytelling)', s: '单田芳演播的隋唐英雄传奇。' },
  { t: '杨家将（评书）', narrator: '田连元', cls: 1, en: 'Generals of the Yang Family (storytelling)', s: '杨家将满门忠烈、保家卫国的故事。' },
  { t: '侯宝林相声精选', narrator: '侯宝林', cls: 1, en: 'Selected Crosstalk of Hou Baolin', s: '相声大师侯宝林经典段子合集。', tracks: ['关公战秦琼', '戏剧与方言', '夜行记', '买佛龛', '改行', '醉酒'] },
  { t: '安徒生童话', narrator: '小雨姐姐', cls: 2, en: "Andersen's Fairy Tales", s: '经典童话睡前故事。', tracks: ['丑小鸭', '卖火柴的小女孩', '海的女儿', '皇帝的新装', '拇指姑娘', '坚定的锡兵', '野天鹅'] },
  { t: '格林童话', narrator: '小雨姐姐', cls: 2, en: "Grimms' Fairy Tales", s: '格林兄弟搜集整理的德国民间童话。', tracks: ['白雪公主', '小红帽', '灰姑娘', '青蛙王子', '不来梅的音乐家'] },
  { t: '中国神话故事', narrator: '凯叔', cls: 2, en: 'Chinese Myths', s: '盘古开天、女娲补天等中国古代神话。', tracks: ['盘古开天地', '女娲补天', '后羿射日', '精卫填海', '夸父逐日', '大禹治水'] },
  { t: '成语故事', narrator: '凯叔', cls: 2, en: 'Stories behind Chinese Idioms', s: '一个成语一个故事，边听边学。', tracks: ['守株待兔', '亡羊补牢', '画蛇添足', '刻舟求剑', '揠苗助长'] },
  { t: '西游记（少儿版）', narrator: '钱塘少儿台', cls: 2, en: 'Journey to the West for Children', s: '为孩子改编的西游故事。' },
  { t: '中国历史十五讲', narrator: '张岂之', cls: 3, en: 'Fifteen Lectures on Chinese History', s: '名家讲述中国历史的脉络与要义。' },
  { t: '唐诗宋词鉴赏讲座', narrator: '叶嘉莹', cls: 3, en: 'Lectures on Tang and Song Poetry', s: '古典诗词研究大家的诗词鉴赏讲座。' },
  { t: '经济学通识课', narrator: '薛兆丰', cls: 3, en: 'Economics for Everyone', s: '用日常例子讲透经济学的基本原理。' },
  { t: '心理学与生活讲座', narrator: '钱塘市图书馆', cls: 3, en: 'Psychology and Life (lectures)', s: '本馆“钱塘讲坛”心理学系列讲座录音。' },
  { t: '新概念英语第一册（音频）', narrator: 'L.G.亚历山大', cls: 4, en: 'New Concept English 1 (audio)', s: '配套课文朗读音频。' },
  { t: '日语五十音图入门', narrator: '佐藤老师', cls: 4, en: 'Japanese Kana for Beginners', s: '从零开始学习日语发音。' },
  { t: '英语口语900句', narrator: '外研社', cls: 4, en: 'English Speaking: 900 Sentences', s: '日常情景英语口语。' },
  { t: '唐诗朗诵精选', narrator: '濮存昕', cls: 5, en: 'Tang Poems Read Aloud', s: '名家朗诵唐诗名篇。', tracks: ['静夜思', '春晓', '登鹳雀楼', '春望', '江雪', '游子吟', '枫桥夜泊'] },
  { t: '宋词朗诵精选', narrator: '方明', cls: 5, en: 'Song Ci Poems Read Aloud', s: '名家朗诵宋词名篇。', tracks: ['水调歌头·明月几时有', '念奴娇·赤壁怀古', '声声慢', '雨霖铃', '青玉案·元夕'] },
  { t: '现代诗歌朗诵会', narrator: '钱塘朗诵艺术团', cls: 5, en: 'Modern Chinese Poetry Recital', s: '徐志摩、戴望舒、海子等诗人作品朗诵。', tracks: ['再别康桥', '雨巷', '面朝大海，春暖花开', '致橡树'] },
];

/** Video classes: 纪录片, 名家讲座, 少儿动画, 电影赏析, 非遗技艺, 健康养生. */
export const VIDEOS: Array<{ t: string; creator: string; cls: number; en: string; s: string; items: string[] }> = [
  { t: '舌尖上的中国', creator: '陈晓卿', cls: 0, en: 'A Bite of China', s: '以美食为切入点，展现中国各地的饮食文化与人情。', items: ['自然的馈赠', '主食的故事', '转化的灵感', '时间的味道', '厨房的秘密'] },
  { t: '河西走廊', creator: '中央新影', cls: 0, en: 'The Hexi Corridor', s: '讲述河西走廊两千年的历史与文明交流。', items: ['使者', '通道', '驿站', '根据地'] },
  { t: '我在故宫修文物', creator: '萧寒', cls: 0, en: 'Masters in the Forbidden City', s: '记录故宫文物修复师的日常与匠心。', items: ['第一集', '第二集', '第三集'] },
  { t: '航拍中国', creator: '中央电视台', cls: 0, en: 'Aerial China', s: '以空中视角俯瞰中国的山川与城市。', items: ['浙江', '江苏', '新疆', '海南', '陕西', '黑龙江'] },
  { t: '如果国宝会说话', creator: '徐欢', cls: 0, en: 'If National Treasures Could Talk', s: '每集五分钟，讲述一件国宝的故事。', items: ['人头壶', '玉猪龙', '红山玉人', '贾湖骨笛'] },
  { t: '大国工匠', creator: '中央电视台', cls: 0, en: 'Great Craftsmen of China', s: '记录各行业顶尖技术工人的匠心故事。', items: ['大勇不惧', '大巧破难', '大技贵精'] },
  { t: '叶嘉莹讲古诗词', creator: '叶嘉莹', cls: 1, en: 'Ye Jiaying on Classical Poetry', s: '诗词大家叶嘉莹先生的系列讲座。', items: ['诗歌的兴发感动', '杜甫诗', '李商隐诗'] },
  { t: '蒙曼说唐', creator: '蒙曼', cls: 1, en: 'Meng Man on the Tang Dynasty', s: '历史学者蒙曼讲述大唐风云。', items: ['武则天', '太平公主', '唐玄宗', '杨贵妃'] },
  { t: '钱文忠解读三字经', creator: '钱文忠', cls: 1, en: 'Qian Wenzhong on the Three Character Classic', s: '深入浅出解读蒙学经典。', items: ['人之初', '昔孟母', '养不教'] },
  { t: '王立群读史记', creator: '王立群', cls: 1, en: 'Wang Liqun Reads the Records of the Grand Historian', s: '品读《史记》中的人物与故事。', items: ['秦始皇', '项羽', '汉武帝'] },
  { t: '钱塘讲坛：阅读改变人生', creator: '钱塘市图书馆', cls: 1, en: 'Qiantang Forum: Reading Changes Lives', s: '本馆公益讲座实录。', items: ['上篇', '下篇'] },
  { t: '大闹天宫', creator: '万籁鸣', cls: 2, en: 'Havoc in Heaven', s: '上海美术电影制片厂经典动画长片。', items: ['上集', '下集'] },
  { t: '葫芦兄弟', creator: '胡进庆', cls: 2, en: 'Calabash Brothers', s: '七个葫芦娃勇斗妖精的经典剪纸动画。', items: ['石破天惊', '巨人力大', '千里眼顺风耳', '铜头铁臂', '水火不容'] },
  { t: '黑猫警长', creator: '戴铁郎', cls: 2, en: 'Black Cat Detective', s: '黑猫警长与一只耳斗智斗勇。', items: ['痛歼搬仓鼠', '空中擒敌', '吃红土的小偷'] },
  { t: '小蝌蚪找妈妈', creator: '特伟', cls: 2, en: 'Where Is Mama', s: '中国第一部水墨动画片。', items: ['小蝌蚪找妈妈'] },
  { t: '经典电影赏析：城南旧事', creator: '钱塘电影学会', cls: 3, en: 'Film Appreciation: My Memories of Old Beijing', s: '导赏经典影片《城南旧事》。', items: ['影片导赏', '片段精讲'] },
  { t: '中国电影百年', creator: '钱塘电影学会', cls: 3, en: 'A Century of Chinese Cinema', s: '回顾中国电影发展历程。', items: ['默片时代', '黄金年代', '新时期电影', '新世纪电影'] },
  { t: '世界经典电影导赏', creator: '钱塘电影学会', cls: 3, en: 'Classic World Cinema', s: '解读世界电影史上的经典作品。', items: ['卓别林', '黑泽明', '希区柯克'] },
  { t: '苏绣', creator: '钱塘非遗中心', cls: 4, en: 'Suzhou Embroidery', s: '走近千年苏绣的针法与传承。', items: ['针法', '传承人', '作品欣赏'] },
  { t: '景德镇制瓷', creator: '钱塘非遗中心', cls: 4, en: 'Porcelain of Jingdezhen', s: '从拉坯到烧窑，记录瓷器诞生全过程。', items: ['拉坯', '利坯', '青花绘制', '烧窑'] },
  { t: '宣纸制作技艺', creator: '钱塘非遗中心', cls: 4, en: 'Making Xuan Paper', s: '宣纸制作的一百零八道工序。', items: ['选料', '捞纸', '晒纸'] },
  { t: '皮影戏', creator: '钱塘非遗中心', cls: 4, en: 'Shadow Puppetry', s: '一口述尽千古事，双手对舞百万兵。', items: ['皮影制作', '经典剧目'] },
  { t: '八段锦教学', creator: '钱塘市体育局', cls: 5, en: 'Baduanjin Qigong Lessons', s: '传统健身功法八段锦分解教学。', items: ['第一式至第四式', '第五式至第八式', '完整演示'] },
  { t: '太极拳入门', creator: '钱塘市体育局', cls: 5, en: 'Tai Chi for Beginners', s: '二十四式简化太极拳教学。', items: ['基本步法', '第一段', '第二段', '完整演示'] },
  { t: '中老年健康讲座', creator: '钱塘市第一人民医院', cls: 5, en: 'Health Talks for Older Readers', s: '常见慢性病的预防与管理。', items: ['高血压', '糖尿病', '骨质疏松'] },
];

/** Exhibition classes: 书画艺术, 摄影作品, 非物质文化遗产, 地方文献, 科普展览 (five each). */
export const EXHIBITIONS: Array<{ t: string; en: string; venue: string; s: string }> = [
  { t: '钱塘书画名家作品展', en: 'Qiantang Masters of Painting and Calligraphy', venue: '总馆一楼展厅', s: '汇集本市书画名家近年力作。' },
  { t: '馆藏明清书画精品展', en: 'Ming and Qing Paintings from the Collection', venue: '总馆地方文献馆', s: '首次集中展出馆藏明清书画精品。' },
  { t: '少儿书法绘画优秀作品展', en: "Children's Calligraphy and Painting", venue: '少儿分馆', s: '全市中小学生书画比赛获奖作品。' },
  { t: '墨韵江南——山水画作品展', en: 'Ink of Jiangnan: Landscape Paintings', venue: '总馆一楼展厅', s: '以江南山水为题材的水墨作品。' },
  { t: '翰墨传承——书法作品展', en: 'Heritage of the Brush: Calligraphy', venue: '东城分馆', s: '楷、行、草、隶、篆诸体兼备。' },
  { t: '钱塘四季摄影展', en: 'Four Seasons of Qiantang', venue: '总馆二楼走廊', s: '用镜头记录钱塘的春夏秋冬。' },
  { t: '老城记忆——城市变迁摄影展', en: 'Old Town Memories', venue: '总馆一楼展厅', s: '新旧照片对照，见证城市四十年变迁。' },
  { t: '大美中国风光摄影展', en: 'Landscapes of China', venue: '西湖分馆', s: '祖国大好河山摄影作品。' },
  { t: '读书的人——阅读主题摄影展', en: 'People Reading', venue: '总馆二楼走廊', s: '捕捉城市中阅读的身影。' },
  { t: '运河人家摄影展', en: 'Life along the Grand Canal', venue: '运河分馆', s: '大运河畔的人家与烟火。' },
  { t: '钱塘非遗技艺展', en: 'Intangible Heritage of Qiantang', venue: '总馆一楼展厅', s: '展示本市国家级、省级非遗项目。' },
  { t: '剪纸艺术展', en: 'The Art of Paper Cutting', venue: '少儿分馆', s: '南北剪纸流派代表作品。' },
  { t: '中国传统年画展', en: 'Traditional Chinese New Year Prints', venue: '总馆地方文献馆', s: '杨柳青、桃花坞等年画精品。' },
  { t: '丝绸文化展', en: 'Silk Culture', venue: '东城分馆', s: '从养蚕缫丝到织锦刺绣。' },
  { t: '传统节日民俗展', en: 'Customs of Traditional Festivals', venue: '总馆一楼展厅', s: '春节、端午、中秋等节日习俗。' },
  { t: '钱塘地方志文献展', en: 'Local Gazetteers of Qiantang', venue: '总馆地方文献馆', s: '历代方志中的钱塘。' },
  { t: '馆藏古籍善本展', en: 'Rare Books from the Collection', venue: '总馆古籍修复室', s: '宋元明清刻本与抄本。' },
  { t: '钱塘老报纸展', en: 'Old Newspapers of Qiantang', venue: '总馆二楼走廊', s: '百年报刊里的城市往事。' },
  { t: '名人手札展', en: 'Letters of Notable People', venue: '总馆地方文献馆', s: '近现代名人书信手迹。' },
  { t: '钱塘老地图展', en: 'Old Maps of Qiantang', venue: '西湖分馆', s: '从古舆图到现代地图。' },
  { t: '探索宇宙——天文科普展', en: 'Exploring the Universe', venue: '少儿分馆', s: '从太阳系到遥远星系。' },
  { t: '恐龙时代科普展', en: 'The Age of Dinosaurs', venue: '少儿分馆', s: '化石模型与科普图板。' },
  { t: '人工智能科普展', en: 'Artificial Intelligence Explained', venue: '总馆数字阅读体验区', s: '人工智能的原理与应用。' },
  { t: '海洋生物科普展', en: 'Life in the Ocean', venue: '运河分馆', s: '认识海洋中的奇妙生物。' },
  { t: '中国航天成就展', en: 'Achievements of China in Space', venue: '总馆一楼展厅', s: '从东方红一号到天宫空间站。' },
];

/** Captions of exhibition pictures, by exhibition class. */
export const PICTURE_CAPTIONS: string[][] = [
  ['春山图', '溪山行旅', '墨竹', '秋江独钓', '荷花翠鸟', '松鹤延年', '行书条幅', '兰亭序临本', '山居图', '梅花册页', '草书斗方', '江南春色'],
  ['断桥残雪', '晨雾江堤', '老街黄昏', '运河夜色', '秋日银杏', '渔舟唱晚', '雪后古村', '城市天际线', '晨读', '雨巷', '稻田秋收', '湖畔落日'],
  ['十二生肖剪纸', '龙凤呈祥', '年年有余', '门神', '丝绸织锦', '端午龙舟', '中秋花灯', '木版年画', '刺绣团扇', '青花瓷盘', '皮影人物', '春节窗花'],
  ['康熙钱塘县志', '乾隆府志书影', '宋刻本残页', '明抄本', '民国报纸头版', '名人信札', '清代舆图', '老地契', '古籍函套', '家谱书影', '民国课本', '老城地图'],
  ['太阳系八大行星', '月球表面', '银河系', '霸王龙骨架', '剑龙复原图', '机器人', '神经网络示意', '海洋珊瑚', '蓝鲸', '长征火箭', '空间站', '火星车'],
];

/** Thesis classes: 理学, 工学, 文学, 经济学, 管理学, 教育学, 医学, 法学. */
export const THESES: Array<{ t: string; en: string; author: string; advisor: string; degree: '硕士' | '博士'; inst: string; instEn: string; discipline: string; cls: number; y: number }> = [
  { t: '公共图书馆数字资源长期保存策略研究', en: 'Long-term Preservation Strategies for Digital Resources in Public Libraries', author: '陈思远', advisor: '王新才', degree: '硕士', inst: '武汉大学', instEn: 'Wuhan University', discipline: '图书馆学', cls: 4, y: 2024 },
  { t: '基于深度学习的中文古籍版面分析方法', en: 'Layout Analysis of Chinese Ancient Books Based on Deep Learning', author: '李浩然', advisor: '张军', degree: '硕士', inst: '浙江大学', instEn: 'Zhejiang University', discipline: '计算机科学与技术', cls: 1, y: 2025 },
  { t: '城市书房服务效能评价研究', en: 'Evaluating the Service Performance of City Reading Rooms', author: '王雨晴', advisor: '刘兹恒', degree: '硕士', inst: '北京大学', instEn: 'Peking University', discipline: '图书情报', cls: 4, y: 2024 },
  { t: '面向多模态检索的图文表示学习', en: 'Image-Text Representation Learning for Multimodal Retrieval', author: '赵一鸣', advisor: '周志华', degree: '博士', inst: '南京大学', instEn: 'Nanjing University', discipline: '计算机软件与理论', cls: 1, y: 2025 },
  { t: '宋代江南城市的坊巷与社会生活', en: 'Lanes and Social Life in Song-dynasty Jiangnan Cities', author: '孙晓楠', advisor: '包伟民', degree: '博士', inst: '中国人民大学', instEn: 'Renmin University of China', discipline: '中国古代史', cls: 2, y: 2023 },
  { t: '鲁迅小说中的乡土叙事研究', en: "Rural Narratives in Lu Xun's Fiction", author: '周雅文', advisor: '钱理群', degree: '硕士', inst: '北京大学', instEn: 'Peking University', discipline: '中国现当代文学', cls: 2, y: 2024 },
  { t: '数字普惠金融对农村居民消费的影响', en: 'Digital Inclusive Finance and Rural Household Consumption', author: '吴佳琪', advisor: '黄益平', degree: '硕士', inst: '复旦大学', instEn: 'Fudan University', discipline: '金融学', cls: 3, y: 2025 },
  { t: '长三角城市群产业协同发展研究', en: 'Industrial Coordination in the Yangtze River Delta City Cluster', author: '郑博文', advisor: '陈建军', degree: '博士', inst: '浙江大学', instEn: 'Zhejiang University', discipline: '区域经济学', cls: 3, y: 2024 },
  { t: '双减政策下小学课后服务实施研究', en: 'After-school Services in Primary Schools under the Double Reduction Policy', author: '冯若曦', advisor: '顾明远', degree: '硕士', inst: '北京师范大学', instEn: 'Beijing Normal University', discipline: '教育学原理', cls: 5, y: 2025 },
  { t: '儿童绘本阅读对语言发展的影响', en: "Picture-book Reading and Children's Language Development", author: '何欣怡', advisor: '李晓文', degree: '硕士', inst: '华东师范大学', instEn: 'East China Normal University', discipline: '学前教育学', cls: 5, y: 2024 },
  { t: '钙钛矿太阳能电池界面稳定性研究', en: 'Interface Stability of Perovskite Solar Cells', author: '许晨阳', advisor: '黄维', degree: '博士', inst: '南京工业大学', instEn: 'Nanjing Tech University', discipline: '材料物理与化学', cls: 0, y: 2025 },
  { t: '西湖水体富营养化时空变化研究', en: 'Spatio-temporal Eutrophication of West Lake', author: '沈一帆', advisor: '吴文渊', degree: '硕士', inst: '浙江大学', instEn: 'Zhejiang University', discipline: '环境科学', cls: 0, y: 2023 },
  { t: '拓扑绝缘体表面态的输运性质', en: 'Transport Properties of Topological Insulator Surface States', author: '韩子墨', advisor: '薛其坤', degree: '博士', inst: '清华大学', instEn: 'Tsinghua University', discipline: '凝聚态物理', cls: 0, y: 2024 },
  { t: '大跨度桥梁风致振动控制研究', en: 'Wind-induced Vibration Control of Long-span Bridges', author: '曹文博', advisor: '项海帆', degree: '博士', inst: '同济大学', instEn: 'Tongji University', discipline: '桥梁与隧道工程', cls: 1, y: 2023 },
  { t: '基于知识图谱的地方文献资源组织', en: 'Organising Local Documents with Knowledge Graphs', author: '彭诗琪', advisor: '夏立新', degree: '硕士', inst: '华中师范大学', instEn: 'Central China Normal University', discipline: '情报学', cls: 4, y: 2025 },
  { t: '公共文化服务社会化运营模式研究', en: 'Socialised Operation of Public Cultural Services', author: '董梓涵', advisor: '李国新', degree: '博士', inst: '北京大学', instEn: 'Peking University', discipline: '公共管理', cls: 4, y: 2024 },
  { t: '老年人慢性病自我管理干预研究', en: 'Self-management Interventions for Chronic Disease in Older Adults', author: '蒋思彤', advisor: '李立明', degree: '硕士', inst: '北京协和医学院', instEn: 'Peking Union Medical College', discipline: '流行病与卫生统计学', cls: 6, y: 2025 },
  { t: '肠道菌群与2型糖尿病的关联研究', en: 'Gut Microbiota and Type 2 Diabetes', author: '袁梦洁', advisor: '宁光', degree: '博士', inst: '上海交通大学', instEn: 'Shanghai Jiao Tong University', discipline: '内分泌与代谢病学', cls: 6, y: 2024 },
  { t: '个人信息保护中的知情同意规则研究', en: 'Informed Consent in Personal Information Protection', author: '谢天宇', advisor: '王利明', degree: '硕士', inst: '中国人民大学', instEn: 'Renmin University of China', discipline: '民商法学', cls: 7, y: 2025 },
  { t: '数字版权保护中的技术措施研究', en: 'Technological Measures in Digital Copyright Protection', author: '邓可馨', advisor: '吴汉东', degree: '博士', inst: '中南财经政法大学', instEn: 'Zhongnan University of Economics and Law', discipline: '知识产权法', cls: 7, y: 2023 },
  { t: '图书馆法实施评估研究', en: 'Evaluating the Implementation of the Public Library Law', author: '程子昂', advisor: '柯平', degree: '硕士', inst: '南开大学', instEn: 'Nankai University', discipline: '图书馆学', cls: 4, y: 2024 },
  { t: '唐代边塞诗的意象研究', en: 'Imagery in Tang Frontier Poetry', author: '陆清扬', advisor: '葛晓音', degree: '硕士', inst: '北京大学', instEn: 'Peking University', discipline: '中国古代文学', cls: 2, y: 2023 },
  { t: '平台经济反垄断规制研究', en: 'Antitrust Regulation of the Platform Economy', author: '魏嘉怡', advisor: '时建中', degree: '博士', inst: '中国政法大学', instEn: 'China University of Political Science and Law', discipline: '经济法学', cls: 7, y: 2025 },
  { t: '新能源汽车动力电池回收体系研究', en: 'Recycling Systems for Electric-vehicle Batteries', author: '叶子豪', advisor: '欧阳明高', degree: '硕士', inst: '清华大学', instEn: 'Tsinghua University', discipline: '动力工程', cls: 1, y: 2024 },
  { t: '短视频平台用户阅读行为研究', en: 'Reading Behaviour of Short-video Platform Users', author: '罗一诺', advisor: '王余光', degree: '硕士', inst: '武汉大学', instEn: 'Wuhan University', discipline: '出版发行学', cls: 4, y: 2025 },
];

/** Newspaper classes: 综合类, 经济类, 文化类, 科技类, 地方报. */
export const NEWSPAPERS: Array<{ t: string; en: string; cn: string; frequency: string; publisher: string; cls: number }> = [
  { t: '人民日报', en: "People's Daily", cn: 'CN11-0065', frequency: '日报', publisher: '人民日报社', cls: 0 },
  { t: '光明日报', en: 'Guangming Daily', cn: 'CN11-0026', frequency: '日报', publisher: '光明日报社', cls: 0 },
  { t: '中国青年报', en: 'China Youth Daily', cn: 'CN11-0061', frequency: '日报', publisher: '中国青年报社', cls: 0 },
  { t: '参考消息', en: 'Reference News', cn: 'CN11-0254', frequency: '日报', publisher: '新华通讯社', cls: 0 },
  { t: '文汇报', en: 'Wenhui Daily', cn: 'CN31-0011', frequency: '日报', publisher: '上海报业集团', cls: 0 },
  { t: '中国日报', en: 'China Daily', cn: 'CN11-0091', frequency: '日报', publisher: '中国日报社', cls: 0 },
  { t: '经济日报', en: 'Economic Daily', cn: 'CN11-0014', frequency: '日报', publisher: '经济日报社', cls: 1 },
  { t: '21世纪经济报道', en: '21st Century Business Herald', cn: 'CN44-0213', frequency: '日报', publisher: '南方财经全媒体集团', cls: 1 },
  { t: '第一财经日报', en: 'China Business News', cn: 'CN31-0954', frequency: '日报', publisher: '第一财经传媒', cls: 1 },
  { t: '中国证券报', en: 'China Securities Journal', cn: 'CN11-0207', frequency: '日报', publisher: '新华通讯社', cls: 1 },
  { t: '金融时报', en: 'Financial News', cn: 'CN11-0073', frequency: '日报', publisher: '金融时报社', cls: 1 },
  { t: '中国文化报', en: 'China Culture Daily', cn: 'CN11-0006', frequency: '日报', publisher: '中国文化传媒集团', cls: 2 },
  { t: '文艺报', en: 'Literature and Art Newspaper', cn: 'CN11-0005', frequency: '周三刊', publisher: '中国作家协会', cls: 2 },
  { t: '中华读书报', en: 'China Reading Weekly', cn: 'CN11-0229', frequency: '周报', publisher: '光明日报社', cls: 2 },
  { t: '中国新闻出版广电报', en: 'China Press and Publishing Journal', cn: 'CN11-0080', frequency: '日报', publisher: '中国新闻出版传媒集团', cls: 2 },
  { t: '中国教育报', en: 'China Education Daily', cn: 'CN11-0035', frequency: '日报', publisher: '中国教育报刊社', cls: 2 },
  { t: '科技日报', en: 'Science and Technology Daily', cn: 'CN11-0078', frequency: '日报', publisher: '科技日报社', cls: 3 },
  { t: '中国科学报', en: 'China Science Daily', cn: 'CN11-0084', frequency: '日报', publisher: '中国科学院', cls: 3 },
  { t: '健康报', en: 'Health News', cn: 'CN11-0066', frequency: '日报', publisher: '健康报社', cls: 3 },
  { t: '电脑报', en: 'China Computer Weekly', cn: 'CN50-0022', frequency: '周报', publisher: '电脑报社', cls: 3 },
  { t: '浙江日报', en: 'Zhejiang Daily', cn: 'CN33-0001', frequency: '日报', publisher: '浙江日报报业集团', cls: 4 },
  { t: '钱江晚报', en: 'Qianjiang Evening News', cn: 'CN33-0003', frequency: '日报', publisher: '浙江日报报业集团', cls: 4 },
  { t: '钱塘日报', en: 'Qiantang Daily', cn: 'CN33-0188', frequency: '日报', publisher: '钱塘日报社', cls: 4 },
  { t: '钱塘晚报', en: 'Qiantang Evening News', cn: 'CN33-0189', frequency: '日报', publisher: '钱塘日报社', cls: 4 },
  { t: '钱塘少年报', en: 'Qiantang Youth Weekly', cn: 'CN33-0190', frequency: '周报', publisher: '钱塘日报社', cls: 4 },
];

/** Page names (版名) of a newspaper's editions, in order. */
export const PAGE_SECTIONS: Array<[string, string]> = [
  ['要闻', 'Front Page'], ['要闻', 'News'], ['国内', 'China'], ['国际', 'World'], ['经济', 'Business'], ['文化', 'Culture'], ['科教', 'Science & Education'], ['副刊', 'Supplement'],
];

/** Journal classes: 哲学社科, 自然科学, 工程技术, 文学艺术, 少儿期刊, 生活休闲. `per` is issues a year. */
export const JOURNALS: Array<{ t: string; en: string; cn: string; per: number; publisher: string; cls: number }> = [
  { t: '中国社会科学', en: 'Social Sciences in China', cn: 'CN11-1211/C', per: 12, publisher: '中国社会科学杂志社', cls: 0 },
  { t: '历史研究', en: 'Historical Research', cn: 'CN11-1213/K', per: 6, publisher: '中国社会科学杂志社', cls: 0 },
  { t: '经济研究', en: 'Economic Research Journal', cn: 'CN11-1081/F', per: 12, publisher: '中国社会科学院经济研究所', cls: 0 },
  { t: '中国图书馆学报', en: 'Journal of Library Science in China', cn: 'CN11-2746/G2', per: 6, publisher: '中国图书馆学会', cls: 0 },
  { t: '新华文摘', en: 'Xinhua Digest', cn: 'CN11-1001/Z', per: 12, publisher: '人民出版社', cls: 0 },
  { t: '科学通报', en: 'Chinese Science Bulletin', cn: 'CN11-1784/N', per: 12, publisher: '中国科学杂志社', cls: 1 },
  { t: '物理学报', en: 'Acta Physica Sinica', cn: 'CN11-1958/O4', per: 12, publisher: '中国物理学会', cls: 1 },
  { t: '中国国家地理', en: 'Chinese National Geography', cn: 'CN11-4542/P', per: 12, publisher: '中国科学院地理科学与资源研究所', cls: 1 },
  { t: '环球科学', en: 'Scientific American (Chinese edition)', cn: 'CN11-5345/N', per: 12, publisher: '科技部西南信息中心', cls: 1 },
  { t: '计算机学报', en: 'Chinese Journal of Computers', cn: 'CN11-1826/TP', per: 12, publisher: '科学出版社', cls: 2 },
  { t: '软件学报', en: 'Journal of Software', cn: 'CN11-2560/TP', per: 12, publisher: '中国科学院软件研究所', cls: 2 },
  { t: '土木工程学报', en: 'China Civil Engineering Journal', cn: 'CN11-2120/TU', per: 12, publisher: '中国土木工程学会', cls: 2 },
  { t: '中国电机工程学报', en: 'Proceedings of the CSEE', cn: 'CN11-2107/TM', per: 12, publisher: '中国电机工程学会', cls: 2 },
  { t: '人民文学', en: "People's Literature", cn: 'CN11-1140/I', per: 12, publisher: '人民文学杂志社', cls: 3 },
  { t: '收获', en: 'Harvest', cn: 'CN31-1116/I', per: 6, publisher: '上海文艺出版社', cls: 3 },
  { t: '十月', en: 'October', cn: 'CN11-1185/I', per: 6, publisher: '北京出版集团', cls: 3 },
  { t: '小说月报', en: 'Fiction Monthly', cn: 'CN12-1053/I', per: 12, publisher: '百花文艺出版社', cls: 3 },
  { t: '美术', en: 'Art Magazine', cn: 'CN11-1251/J', per: 12, publisher: '中国美术家协会', cls: 3 },
  { t: '儿童文学', en: "Children's Literature", cn: 'CN11-1223/I', per: 12, publisher: '中国少年儿童新闻出版总社', cls: 4 },
  { t: '我们爱科学', en: 'We Love Science', cn: 'CN11-1225/N', per: 12, publisher: '中国少年儿童新闻出版总社', cls: 4 },
  { t: '少年文艺', en: 'Juvenile Literature and Art', cn: 'CN31-1065/I', per: 12, publisher: '少年儿童出版社', cls: 4 },
  { t: '读者', en: 'Duzhe (The Reader)', cn: 'CN62-1118/Z', per: 12, publisher: '读者出版集团', cls: 5 },
  { t: '三联生活周刊', en: 'Lifeweek', cn: 'CN11-3610/C', per: 12, publisher: '生活·读书·新知三联书店', cls: 5 },
  { t: '大众医学', en: 'Popular Medicine', cn: 'CN31-1369/R', per: 12, publisher: '上海世纪出版集团', cls: 5 },
  { t: '摄影之友', en: 'Photo Friends', cn: 'CN44-1167/J', per: 12, publisher: '广东省摄影家协会', cls: 5 },
];

/** Article titles by journal class: a pattern and the topics put into it. */
export const ARTICLE_TOPICS: Array<{ patterns: string[]; topics: string[] }> = [
  { patterns: ['{}的历史演进与当代价值', '新时代{}研究述评', '{}：理论框架与实践路径', '论{}的制度基础'], topics: ['公共文化服务', '乡村振兴', '数字治理', '全民阅读', '基层社会治理', '文化遗产保护', '城乡融合发展', '共同富裕'] },
  { patterns: ['{}的研究进展', '基于{}的新发现', '{}机理的实验研究', '{}观测与分析'], topics: ['量子纠缠', '高温超导', '青藏高原冰川', '深海热液', '暗物质探测', '基因编辑', '极端气候', '二维材料'] },
  { patterns: ['基于深度学习的{}方法', '{}系统的设计与实现', '面向{}的优化算法', '{}关键技术综述'], topics: ['目标检测', '大语言模型推理', '分布式存储', '边缘计算', '智能电网调度', '桥梁健康监测', '知识图谱构建', '图像超分辨率'] },
  { patterns: ['{}（中篇小说）', '{}（短篇小说）', '{}（散文）', '{}（组诗）'], topics: ['河流的尽头', '冬天的火车', '南方的雨', '父亲的书架', '故乡的灯', '远行', '老街', '春天的信'] },
  { patterns: ['{}的秘密', '跟着{}去探险', '{}的一天', '你知道{}吗'], topics: ['小蚂蚁', '月亮', '恐龙', '海豚', '火山', '机器人', '小种子', '彩虹'] },
  { patterns: ['{}指南', '关于{}，你需要知道的事', '{}的正确打开方式', '走近{}'], topics: ['春季养生', '城市骑行', '家庭阅读', '手机摄影', '科学减重', '老年护眼', '周末露营', '居家收纳'] },
];

/** Databases (classes: 学术文献, 电子图书, 多媒体, 少儿, 考试学习) and their suppliers (SUPPLIERS index). */
export const DATABASES: Array<{ t: string; en: string; url: string; cls: number; supplier?: number; access: string; s: string }> = [
  { t: '中国知网（CNKI）', en: 'CNKI', url: 'https://www.cnki.net', cls: 0, supplier: 2, access: '馆内 IP 免登录访问；持读者证可远程访问。', s: '学术期刊、学位论文、会议论文、报纸与年鉴全文数据库。' },
  { t: '万方数据知识服务平台', en: 'Wanfang Data', url: 'https://www.wanfangdata.com.cn', cls: 0, supplier: 3, access: '馆内 IP 访问。', s: '期刊、学位论文、专利与标准文献。' },
  { t: '维普中文期刊服务平台', en: 'CQVIP Chinese Journals', url: 'https://qikan.cqvip.com', cls: 0, access: '馆内 IP 访问。', s: '收录一万五千余种中文期刊。' },
  { t: '超星数字图书馆', en: 'Chaoxing Digital Library', url: 'https://www.chaoxing.com', cls: 1, supplier: 0, access: '读者证登录后远程访问。', s: '百万种中文电子图书。' },
  { t: '方正阿帕比中华数字书苑', en: 'Apabi Digital Library', url: 'https://www.apabi.com', cls: 1, supplier: 1, access: '读者证登录后远程访问。', s: '电子图书、数字报纸、年鉴与工具书。' },
  { t: '博看人文畅读数据库', en: 'Bookan Magazines', url: 'https://www.bookan.com.cn', cls: 2, supplier: 4, access: '馆内及远程访问。', s: '数千种大众期刊与有声读物。' },
  { t: '少儿多媒体资源库', en: "Children's Multimedia Library", url: 'https://kids.qiantang-library.example', cls: 3, access: '少儿读者证登录访问。', s: '绘本、动画与少儿科普视频。' },
  { t: '新东方多媒体学习库', en: 'New Oriental Learning Library', url: 'https://library.koolearn.com', cls: 4, access: '馆内 IP 及读者证远程访问。', s: '外语、考研、公考等课程视频。' },
];

/** Digital collections of the library itself: format and what file they get. */
export const DIGITAL: Array<{ t: string; en: string; format: 'PDF' | '图片' | '音频'; s: string }> = [
  { t: '钱塘古籍善本数字化', en: 'Digitised Rare Books', format: 'PDF', s: '馆藏宋元明清善本的高清数字化影像。' },
  { t: '钱塘老照片数据库', en: 'Old Photographs of Qiantang', format: '图片', s: '百年来钱塘城市与生活的老照片。' },
  { t: '钱塘地方志全文库', en: 'Local Gazetteers Full Text', format: 'PDF', s: '历代钱塘县志、府志全文。' },
  { t: '馆藏民国期刊数字化', en: 'Republican-era Periodicals', format: 'PDF', s: '民国时期期刊扫描本。' },
  { t: '钱塘名人手稿', en: 'Manuscripts of Notable People', format: '图片', s: '本地名人手稿、信札数字影像。' },
  { t: '钱塘非遗口述史', en: 'Oral Histories of Intangible Heritage', format: '音频', s: '非遗传承人口述访谈录音。' },
  { t: '馆藏年画数字图像', en: 'New Year Prints Collection', format: '图片', s: '馆藏木版年画高清图像。' },
  { t: '钱塘方言有声档案', en: 'Qiantang Dialect Recordings', format: '音频', s: '本地方言语音档案。' },
  { t: '钱塘城市记忆地图', en: 'City Memory Map', format: '图片', s: '老地图与城市变迁图层。' },
  { t: '馆藏家谱数字化', en: 'Digitised Genealogies', format: 'PDF', s: '馆藏家谱的数字化影像。' },
];
