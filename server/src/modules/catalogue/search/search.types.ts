import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Extensions, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IN_MEMORY_LIST } from '../../../core/graphql/query-cost.js';
import { ValidateNested } from 'class-validator';
import { ResourceKind } from '../resource-kind.js';
import { Resource } from '../resources/resource.entity.js';

export enum SearchSort {
  RELEVANCE = 'RELEVANCE',
  NEWEST = 'NEWEST',
  BORROWS = 'BORROWS',
  VIEWS = 'VIEWS',
}
registerEnumType(SearchSort, { name: 'SearchSort', description: '相关度 / 最新 / 借阅最多 / 浏览最多' });

export enum Availability {
  /** Paper books with a copy on the shelf. */
  AVAILABLE = 'AVAILABLE',
  /** Every other kind: read, heard or watched online. */
  ONLINE = 'ONLINE',
}
registerEnumType(Availability, { name: 'Availability', description: '馆藏可借 / 在线资源' });

@InputType({ description: 'Narrows a search; each field is also a facet' })
export class SearchFilter {
  @Field(() => ResourceKind, { nullable: true })
  kind?: ResourceKind;

  @Field(() => ID, { nullable: true, description: 'A class and everything below it' })
  classId?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(9999)
  year?: number;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(16)
  language?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100)
  creator?: string;

  @Field(() => Availability, { nullable: true })
  availability?: Availability;
}

@ArgsType()
export class SearchArgs {
  @Field({ defaultValue: '', description: 'What the reader typed; any text (symbols, quotes, very long input) is searched as text' })
  query!: string;

  @Field(() => SearchFilter, { nullable: true })
  @ValidateNested()
  filter?: SearchFilter;

  @Field(() => Int, { defaultValue: 1 })
  page!: number;

  @Field(() => Int, { defaultValue: 20, description: 'At most 100' })
  pageSize!: number;

  @Field(() => SearchSort, { defaultValue: SearchSort.RELEVANCE })
  sort!: SearchSort;
}

@ObjectType({ description: 'A piece of text; `match` pieces are what the query found', simpleResolvers: true })
export class TextSegment {
  @Field()
  text!: string;

  @Field()
  match!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class SearchHit {
  @Field(() => Resource)
  resource!: Resource;

  @Field(() => [TextSegment], { description: 'The title with its matches marked' })
  @Extensions(IN_MEMORY_LIST)
  title!: TextSegment[];

  @Field(() => [TextSegment], { description: 'A passage of the summary around the first match (empty without a summary)' })
  @Extensions(IN_MEMORY_LIST)
  snippet!: TextSegment[];
}

@ObjectType({ simpleResolvers: true })
export class FacetValue {
  @Field({ description: 'The filter value: a kind, a class id, a year, a language code, a creator, an availability' })
  value!: string;

  @Field({ description: 'What the reader sees' })
  label!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({
  description: 'Counts of the results by each filter: of every match when the result says facetsExact, else of the candidates ranked',
  simpleResolvers: true,
})
export class SearchFacets {
  @Field(() => [FacetValue])
  @Extensions(IN_MEMORY_LIST)
  kind!: FacetValue[];

  @Field(() => [FacetValue])
  @Extensions(IN_MEMORY_LIST)
  classId!: FacetValue[];

  @Field(() => [FacetValue])
  @Extensions(IN_MEMORY_LIST)
  year!: FacetValue[];

  @Field(() => [FacetValue])
  @Extensions(IN_MEMORY_LIST)
  language!: FacetValue[];

  @Field(() => [FacetValue])
  @Extensions(IN_MEMORY_LIST)
  creator!: FacetValue[];

  @Field(() => [FacetValue])
  @Extensions(IN_MEMORY_LIST)
  availability!: FacetValue[];
}

@ObjectType({ simpleResolvers: true })
export class SearchResult {
  @Field({ description: 'The query the results are for: the corrected one when `corrected`' })
  query!: string;

  @Field(() => [SearchHit])
  items!: SearchHit[];

  @Field(() => Int)
  total!: number;

  @Field({ description: 'Counting stopped at a cap: there are more than total results' })
  totalCapped!: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'Every match, counted exactly. When totalCapped, the results ranked and paged are the first candidates only, and every match is counted in the background: null until that count is kept (the search asked again a moment later has it)',
  })
  matchCount!: number | null;

  @Field({ description: 'The facets count every match (false: they count the candidates ranked, until every match is counted)' })
  facetsExact!: boolean;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => SearchFacets)
  facets!: SearchFacets;

  @Field(() => String, { nullable: true, description: '"Did you mean": a query that finds more, when this one found little' })
  didYouMean?: string | null;

  @Field({ description: 'The query found nothing, so the results are those of didYouMean' })
  corrected!: boolean;
}

export enum SuggestionType {
  TITLE = 'TITLE',
  CREATOR = 'CREATOR',
  SEARCH_WORD = 'SEARCH_WORD',
}
registerEnumType(SuggestionType, { name: 'SuggestionType', description: '题名 / 责任者 / 热门检索' });

@ObjectType({ simpleResolvers: true })
export class SearchSuggestion {
  @Field({ description: 'What goes into the search box' })
  text!: string;

  @Field(() => SuggestionType)
  type!: SuggestionType;

  @Field(() => [TextSegment])
  @Extensions(IN_MEMORY_LIST)
  highlighted!: TextSegment[];

  @Field(() => ID, { nullable: true, description: 'For titles: the resource, to open it directly' })
  resourceId?: number;

  @Field(() => ResourceKind, { nullable: true })
  kind?: ResourceKind;
}

@ArgsType()
export class SuggestArgs {
  @Field({ description: 'What the reader has typed so far (long input is cut, not refused)' })
  query!: string;

  @Field(() => Int, { defaultValue: 8 })
  @IsInt()
  @Min(1)
  @Max(20)
  limit!: number;
}
