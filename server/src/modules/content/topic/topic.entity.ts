import { Collection, Entity, Index, ManyToMany, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../../core/db/base.entity.js';
import { DetailOnly } from '../../../core/graphql/field-marks.js';
import type { Resource } from '../../catalogue/index.js';

/** 专题: a themed page (banner, introduction) of resources of any kind, grouped in ordered sections. */
@ObjectType({ description: 'A topic (专题): resources of any kind grouped in ordered sections', simpleResolvers: true })
@Entity({ tableName: 'topic' })
// The public list: enabled, in display order.
@Index({ properties: ['enabled', 'sort'] })
export class Topic extends ManagedEntity {
  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ nullable: true, description: 'Cover image URL (the list card)' })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @Field({ nullable: true, description: 'Banner image URL (the top of the topic page)' })
  @Property({ length: 500, nullable: true })
  banner?: string;

  @Field({ nullable: true, description: 'One line for the list card' })
  @Property({ length: 500, nullable: true })
  summary?: string;

  @Field({ nullable: true, description: 'Sanitised HTML' })
  @DetailOnly()
  @Property({ type: 'text', nullable: true })
  introduction?: string;

  @OneToMany(() => TopicSection, (section) => section.topic)
  sectionRows = new Collection<TopicSection>(this);
}

/** A section of a topic (专题内容): a heading and resources in the order the librarian chose. */
@ObjectType({ description: 'A section of a topic: a heading and an ordered set of resources', simpleResolvers: true })
@Entity({ tableName: 'topic_section' })
// A topic's sections in display order.
@Index({ properties: ['topic', 'enabled', 'sort'] })
export class TopicSection extends ManagedEntity {
  @ManyToOne(() => Topic, { ref: true, deleteRule: 'cascade' })
  topic!: Ref<Topic>;

  @Field()
  @Property({ length: 200 })
  title!: string;

  /** In the order the librarian chose (fixedOrder keeps a position column in the pivot table). */
  @ManyToMany('Resource', undefined, {
    fixedOrder: true,
    pivotTable: 'topic_section_item',
    joinColumn: 'section_id',
    inverseJoinColumn: 'resource_id',
  })
  resources = new Collection<Resource>(this);
}
