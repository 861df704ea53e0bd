import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Reader } from '../users/index.js';

/**
 * A resource's downloadable file a reader fetched at its own address (`/uploads/…`) on a library day
 * (issue 54, S10): such a fetch needs the DOWNLOAD grant, and the distinct files a reader fetches so
 * or downloads in a day are counted against the same allowance (DOWNLOADS_PER_DAY). One row per
 * reader, day and file: reading one book all day (pdf.js and audio players ask in ranges) counts once.
 */
@Entity({ tableName: 'reader_file_open' })
@Unique({ properties: ['reader', 'day', 'file'] })
export class ReaderFileOpen extends BaseEntity {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  /** The library's calendar day (LIBRARY_TIME_ZONE). */
  @Property({ type: 'date' })
  day!: string;

  /** The file's URL (/uploads/…), as the resource's columns hold it. */
  @Property({ length: 500 })
  file!: string;
}
