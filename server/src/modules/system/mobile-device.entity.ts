import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { Library } from '../content/index.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/** The terminals a library registers for its self-service. */
export enum MobileDeviceType {
  selfCheck = 'selfCheck',
  newspaperScreen = 'newspaperScreen',
  catalogueKiosk = 'catalogueKiosk',
  mobileTerminal = 'mobileTerminal',
  other = 'other',
}
registerEnumType(MobileDeviceType, { name: 'MobileDeviceType', description: '自助借还机 / 电子阅报屏 / 查询机 / 移动终端 / 其他' });

/** Whether the terminal answers (set by staff; 停用 is the `enabled` flag). */
export enum MobileDeviceStatus {
  online = 'online',
  offline = 'offline',
}
registerEnumType(MobileDeviceStatus, { name: 'MobileDeviceStatus', description: '在线 / 离线' });

/** 移动设备: a terminal registered for the library's self-service (系统管理 → 移动设备). */
@ObjectType({ description: "A terminal registered for the library's self-service", simpleResolvers: true })
@Entity({ tableName: 'mobile_device' })
// The list's filters: by type, by status, each with the enabled flag; the default order.
@Index({ properties: ['type', 'enabled'] })
@Index({ properties: ['status', 'enabled'] })
@Index({ properties: ['enabled', 'sort'] })
export class MobileDevice extends ManagedEntity<'status'> {
  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field(() => MobileDeviceType)
  @Enum({ items: () => MobileDeviceType, nativeEnumName: 'mobile_device_type' })
  type!: MobileDeviceType;

  @Field({ description: 'Where it stands, e.g. 总馆一楼大厅' })
  @Property({ length: 200 })
  location!: string;

  @Field({ description: 'Serial number, unique' })
  @Property({ length: 64, unique: true })
  serial!: string;

  @Field(() => MobileDeviceStatus)
  @Enum({ items: () => MobileDeviceStatus, nativeEnumName: 'mobile_device_status', default: MobileDeviceStatus.offline })
  status: MobileDeviceStatus = MobileDeviceStatus.offline;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  remark?: string | null;

  @ManyToOne(() => Library, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  library?: Ref<Library> | null;

  @Field(() => ID, { nullable: true })
  get libraryId(): number | undefined {
    return relationId(this, 'library');
  }
}
