import { registerEnumType } from 'type-graphql';

/**
 * A resource's own permission: who may open it (detail, files, children) besides the rule of its
 * kind. The rule itself lives in ../visibility/.
 */
export enum ResourcePermission {
  PUBLIC = 'PUBLIC',
  READER = 'READER',
  READER_CARD = 'READER_CARD',
}

registerEnumType(ResourcePermission, { name: 'ResourcePermission', description: '公开 / 登录读者 / 读者证登录' });
