import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../../../core/db/base.entity.js';
// By name, not by value: importing the content module here closed an import cycle through the
// catalogue's part inputs, which then read CopyStatus before it was defined (bench/search-load.ts).
import type { Library } from '../../../content/index.js';
import type { Book } from '../resource-kinds.entity.js';
import { relationId } from '../../../../core/db/fast-read/rows-as-entities.js';

export enum CopyStatus {
  AVAILABLE = 'AVAILABLE',
  ON_LOAN = 'ON_LOAN',
  RESERVED = 'RESERVED',
  IN_PROCESSING = 'IN_PROCESSING',
  LOST = 'LOST',
  DAMAGED = 'DAMAGED',
}

registerEnumType(CopyStatus, { name: 'CopyStatus', description: '在架 / 借出 / 预约 / 加工中 / 遗失 / 损坏' });

/** One physical copy of a paper book, held at a library (the loans issue lends these). */
@ObjectType({ description: 'A physical copy of a paper book', simpleResolvers: true })
@Entity({ tableName: 'book_copy' })
@Index({ properties: ['resource', 'status'] })
export class BookCopy extends ManagedEntity<'status'> {
  @ManyToOne('Book', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Book>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field({ description: '条码号' })
  @Unique()
  @Property({ length: 32 })
  barcode!: string;

  @ManyToOne('Library', { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  library?: Ref<Library>;

  @Field(() => ID, { nullable: true })
  get libraryId(): number | undefined {
    return relationId(this, 'library');
  }

  @Field({ nullable: true, description: '馆藏地 / 架位' })
  @Property({ length: 100, nullable: true })
  location?: string;

  @Field(() => CopyStatus)
  @Enum({ items: () => CopyStatus, nativeEnumName: 'copy_status', default: CopyStatus.AVAILABLE })
  status: CopyStatus = CopyStatus.AVAILABLE;

  @Field({ nullable: true, description: 'When an on-loan copy is due back' })
  @Property({ type: 'timestamptz', nullable: true })
  dueAt?: Date;
}
