import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Resource } from '../catalogue/index.js';
import { Reader } from '../users/index.js';

/**
 * A resource a reader read online on a library day, i.e. fetched a downloadable file of at its own
 * address (`/uploads/…`; issue 54, S10): such a fetch needs the DOWNLOAD grant, and the distinct
 * resources a reader reads so or downloads in a day are counted against the same allowance
 * (DOWNLOADS_PER_DAY). One row per reader, day and resource: reading one book all day (pdf.js and
 * audio players ask in ranges), all the tracks of an audiobook or all the pages of an issue, counts
 * once. The unique (reader, day, resource) also serves the day's count (reader, day).
 */
@Entity({ tableName: 'reader_file_open' })
@Unique({ properties: ['reader', 'day', 'resource'] })
export class ReaderFileOpen extends BaseEntity {
  @ManyToOne(() => Reader, { ref: true, deleteRule: 'cascade' })
  reader!: Ref<Reader>;

  /** The library's calendar day (LIBRARY_TIME_ZONE). */
  @Property({ type: 'date' })
  day!: string;

  /** The resource whose file (its own, a track's, a page's, an article's) was read. */
  @ManyToOne(() => Resource, { ref: true, deleteRule: 'cascade', index: true })
  resource!: Ref<Resource>;
}
