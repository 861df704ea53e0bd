import { Arg, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Public } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { AppError } from '../../../core/errors/app-error.js';
import { PublicAnswer } from '../../../core/graphql/field-marks.js';
import { ResourceKind } from '../../catalogue/index.js';
import { siteBase } from '../http.js';
import { visibleResourceRow } from '../resource-rows.js';
import { CITATION_FORMATS, CitationFormat } from './citation-format.js';
import { cslRecord } from './csl-record.js';

@ObjectType({ description: 'A resource cited in one format', simpleResolvers: true })
export class Citation {
  @Field(() => CitationFormat)
  format!: CitationFormat;

  @Field({ description: 'The format’s name: GB/T 7714, APA, MLA, BibTeX, RIS' })
  label!: string;

  @Field()
  text!: string;

  @Field({ description: 'The name to save it under' })
  fileName!: string;

  @Field()
  mime!: string;
}

@Resolver()
export class CitationResolver {
  @Public()
  @PublicAnswer({ shows: ['Resource'] })
  @Query(() => [Citation], {
    description:
      'How to cite a resource the viewer can see: GB/T 7714-2015, APA, MLA, BibTeX and RIS, or only `format` (REST: GET api/resource/{kind}/{id}/cite?format=)',
  })
  async resourceCitations(
    @Ctx() ctx: Context,
    @Arg('resourceId', () => ID) resourceId: string,
    @Arg('format', () => CitationFormat, { nullable: true }) format?: CitationFormat,
    @Arg('kind', () => ResourceKind, { nullable: true, description: 'When given, the resource must be of this kind (the REST path names it)' })
    kind?: ResourceKind,
  ): Promise<Citation[]> {
    const row = await visibleResourceRow(ctx.em, ctx.viewer, parseId(resourceId, 'resourceId'));
    if (!row || (kind && row.kind !== kind)) throw AppError.notFound();
    const record = cslRecord(row, siteBase(ctx.services.config));
    const { formatCitation } = await import('./citation.service.js');
    return (format ? [format] : Object.values(CitationFormat)).map((one) => ({
      format: one,
      label: CITATION_FORMATS[one].label,
      text: formatCitation(record, one),
      fileName: `${row.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60)}.${CITATION_FORMATS[one].extension}`,
      mime: CITATION_FORMATS[one].mime,
    }));
  }
}
