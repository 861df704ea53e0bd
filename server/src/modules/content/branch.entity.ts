import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { Library } from './library.entity.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/** The five kinds of branch point (issue 16, /service/branch/<type>). */
export enum BranchType {
  street = 'street',
  community = 'community',
  cityBookBar = 'cityBookBar',
  shareBooks = 'shareBooks',
  audioBook = 'audioBook',
}

registerEnumType(BranchType, {
  name: 'BranchType',
  description: '街道分馆 / 社区分馆 / 城市书吧 / 共享书屋 / 有声图书馆',
});

/**
 * 分馆: a branch point of the library system (a street or community branch, a city book bar, a
 * shared bookroom, an audio library), listed by type on the public branch pages and placed on the
 * library map by its coordinates.
 */
@ObjectType({ description: 'A branch point of the library system', simpleResolvers: true })
@Entity({ tableName: 'branch' })
// The public list: one type, enabled, in display order (and the district chips of that type).
@Index({ properties: ['type', 'enabled', 'sort'] })
@Index({ properties: ['district', 'type'] })
@Index({ properties: ['enabled', 'sort'] })
export class Branch extends ManagedEntity {
  @Field(() => BranchType)
  @Enum({ items: () => BranchType, nativeEnumName: 'branch_type' })
  type!: BranchType;

  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field({ description: '区, e.g. 上城区' })
  @Property({ length: 50 })
  district!: string;

  @Field()
  @Property({ length: 200 })
  address!: string;

  @Field(() => String, { nullable: true, description: 'e.g. 周二至周日 9:00-17:00' })
  @Property({ length: 200, nullable: true })
  openingHours?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 32, nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Image path or URL' })
  @Property({ length: 500, nullable: true })
  photo?: string | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  longitude?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** The library it belongs to (resolved by branch.resolver.ts). */
  @ManyToOne(() => Library, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  library?: Ref<Library> | null;

  @Field(() => ID, { nullable: true })
  get libraryId(): number | undefined {
    return relationId(this, 'library');
  }
}
