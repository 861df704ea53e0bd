import { registerEnumType } from 'type-graphql';

/** The kinds of resource the catalogue holds (spec §1, §3). */
export enum ResourceKind {
  book = 'book',
  ebook = 'ebook',
  audio = 'audio',
  thesis = 'thesis',
  newspaper = 'newspaper',
  journal = 'journal',
  video = 'video',
  exhibition = 'exhibition',
  database = 'database',
  digital = 'digital',
}

registerEnumType(ResourceKind, {
  name: 'ResourceKind',
  description: '纸质图书 / 电子图书 / 音频 / 论文 / 报纸 / 期刊 / 视频 / 展览 / 数据库 / 数字资源',
});

export const RESOURCE_KIND_NAMES: Record<ResourceKind, string> = {
  book: '纸质图书',
  ebook: '电子图书',
  audio: '音频',
  thesis: '论文',
  newspaper: '报纸',
  journal: '期刊',
  video: '视频',
  exhibition: '展览',
  database: '数据库',
  digital: '数字资源',
};
