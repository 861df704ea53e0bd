import type { EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit, type Actor } from '../../../core/audit/audit.service.js';
import { Library } from '../../content/index.js';
import { ResourceClass } from '../resource-class.entity.js';
import { refreshSearchDocuments } from '../search/search-document.js';
import { ResourceKind } from '../resource-kind.js';
import { BookCopy } from '../resources/parts/book-copy.entity.js';
import { RESOURCE_ENTITIES } from '../resources/resource-kinds.entity.js';
import { Resource, RESOURCE_TYPE_NAMES } from '../resources/resource.entity.js';
import type { ImportRecord, RowProblem } from './import-record.js';

export interface ImportTarget {
  supplierId?: number;
  batchId?: number;
  onShelf: boolean;
}

/** Lookups shared by every chunk of one import: classes by kind and code, libraries by name. */
export class ImportLookups {
  private constructor(
    private readonly classes: Map<string, number>,
    private readonly libraries: Map<string, number>,
  ) {}

  static async load(em: EntityManager): Promise<ImportLookups> {
    const classes = await em.find(ResourceClass, { code: { $ne: null } }, { fields: ['id', 'kind', 'code'] });
    const libraries = await em.find(Library, {}, { fields: ['id', 'name'] });
    return new ImportLookups(
      new Map(classes.map((c) => [`${c.kind}:${c.code!.toUpperCase()}`, c.id])),
      new Map(libraries.map((l) => [l.name.trim(), l.id])),
    );
  }

  /** The class with this CLC code, or the nearest broader one (I247.5 → I247 → I24 → I2 → I). */
  classFor(kind: ResourceKind, code: string | undefined): number | undefined {
    let current = code?.toUpperCase().replace(/\s+/g, '');
    while (current) {
      const found = this.classes.get(`${kind}:${current}`);
      if (found) return found;
      current = current.slice(0, -1).replace(/[.\-/]$/, '');
    }
    return undefined;
  }

  library(name: string | undefined): number | undefined {
    return name ? this.libraries.get(name.trim()) : undefined;
  }
}

/** The columns a record gives to its kind's entity. */
function resourceData(record: ImportRecord, classId: number | undefined, target: ImportTarget): EntityData<Resource> {
  const kindFields: Partial<Record<ResourceKind, object>> = {
    book: { isbn: record.isbn, callNumber: record.callNumber, pages: record.pages, edition: record.edition },
    ebook: { isbn: record.isbn, pages: record.pages },
    newspaper: { issn: record.issn },
    journal: { issn: record.issn },
    database: { url: record.url },
    digital: { url: record.url },
  };
  return {
    title: record.title.slice(0, 300),
    subtitle: record.subtitle?.slice(0, 300),
    creators: record.creators,
    keywords: record.keywords.slice(0, 30),
    summary: record.summary,
    language: record.language,
    publisher: record.publisher?.slice(0, 200),
    publishYear: record.publishYear,
    cover: record.coverUrl && /^https?:\/\//.test(record.coverUrl) ? record.coverUrl.slice(0, 500) : undefined,
    class: classId,
    supplier: target.supplierId,
    batch: target.batchId,
    onShelf: target.onShelf,
    ...kindFields[record.kind],
  } as EntityData<Resource>;
}

/**
 * Saves one chunk of parsed records in one transaction: rows whose ISBN the catalogue already
 * holds are rejected, copies with a barcode already in use are left out with a warning.
 */
export async function saveChunk(
  em: EntityManager,
  rows: { row: number; record: ImportRecord }[],
  lookups: ImportLookups,
  target: ImportTarget,
  actor: Actor,
): Promise<{ created: number[]; rejected: RowProblem[]; warnings: RowProblem[] }> {
  const rejected: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  return em.transactional(async (tx) => {
    const isbns = rows.map(({ record }) => record.isbn).filter((isbn): isbn is string => !!isbn);
    const known = new Map(
      (isbns.length ? await tx.find(Resource, { isbn: { $in: isbns } } as never, { fields: ['id', 'kind', 'isbn'] as never }) : []).map((r) => [
        `${r.kind}:${(r as { isbn?: string }).isbn}`,
        r.id,
      ]),
    );
    const barcodes = rows.flatMap(({ record }) => record.copies?.map((c) => c.barcode) ?? []);
    const usedBarcodes = new Set(
      (barcodes.length ? await tx.find(BookCopy, { barcode: { $in: barcodes } }, { fields: ['barcode'] }) : []).map((c) => c.barcode),
    );

    const created: Resource[] = [];
    for (const { row, record } of rows) {
      const existing = record.isbn && known.get(`${record.kind}:${record.isbn}`);
      if (existing) {
        rejected.push({ row, field: 'isbn', message: `ISBN 已存在（资源编号 ${existing}）` });
        continue;
      }
      const classId = lookups.classFor(record.kind, record.classCode);
      if (record.classCode && !classId) warnings.push({ row, field: 'classCode', message: `分类号 ${record.classCode} 没有对应的分类，已留空` });
      const resource = tx.create(RESOURCE_ENTITIES[record.kind] as unknown as typeof Resource, resourceData(record, classId, target) as never);
      created.push(resource);
      for (const copy of record.kind === ResourceKind.book ? (record.copies ?? []) : []) {
        if (usedBarcodes.has(copy.barcode)) {
          warnings.push({ row, field: 'copies', message: `条码号 ${copy.barcode} 已被使用，该复本未导入` });
          continue;
        }
        const library = lookups.library(copy.branch);
        if (copy.branch && !library)
          warnings.push({ row, field: 'copies', message: `馆藏地“${copy.branch}”不存在，复本 ${copy.barcode} 未指定馆藏地` });
        usedBarcodes.add(copy.barcode);
        tx.create(BookCopy, { resource, barcode: copy.barcode, library, location: copy.location?.slice(0, 100) } as never);
      }
    }
    await tx.flush();
    await refreshSearchDocuments(
      tx,
      created.map((r) => r.id),
    );
    for (const kind of new Set(created.map((r) => r.kind))) {
      recordAudit(
        tx,
        actor,
        'import',
        RESOURCE_TYPE_NAMES[kind],
        created.filter((r) => r.kind === kind).map((r) => r.id),
      );
    }
    return { created: created.map((r) => r.id), rejected, warnings };
  });
}
