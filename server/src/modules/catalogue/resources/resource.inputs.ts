import { ArrayMaxSize, IsDate, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';
import { HTTP_URL, URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../../core/crud/patterns.js';
import { IsIsbn, IsIssn } from '../identifiers.js';
import { ResourceKind } from '../resource-kind.js';
import { ResourcePermission } from './resource-permission.js';

const YEAR_MAX = 2100;

/** The fields every kind shares (Resource). */
@InputType()
export abstract class ResourceInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入题名' })
  @MaxLength(300, { message: '题名不能超过300个字' })
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(300)
  subtitle?: string;

  @Field(() => [String], { nullable: true, description: 'Authors, editors, directors… in order' })
  @IsOptional()
  @ArrayMaxSize(20, { message: '责任者最多 20 个' })
  @MaxLength(100, { each: true, message: '每个责任者不能超过100个字' })
  creators?: string[];

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(20000, { message: '简介不能超过20000个字' })
  summary?: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(30, { message: '关键词最多 30 个' })
  @MaxLength(50, { each: true, message: '每个关键词不能超过50个字' })
  keywords?: string[];

  @Field({ nullable: true, description: 'ISO 639-1 code: zh, en…' })
  @IsOptional()
  @Matches(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { message: '语种代码无效（如 zh、en）' })
  language?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200)
  publisher?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1000, { message: '出版年份无效' })
  @Max(YEAR_MAX, { message: '出版年份无效' })
  publishYear?: number;

  @Field(() => ID, { nullable: true, description: 'A class of the same kind' })
  @IsOptional()
  classId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  supplierId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  batchId?: string | null;

  @Field({ nullable: true, description: 'New resources default to on the shelf' })
  onShelf?: boolean;

  @Field(() => ResourcePermission, { nullable: true, description: 'New resources default to PUBLIC' })
  @IsOptional()
  @IsIn(Object.values(ResourcePermission))
  permission?: ResourcePermission;

  @Field({ nullable: true, description: 'Defaults to now' })
  @IsOptional()
  @IsDate({ message: '请选择时间' })
  publishedAt?: Date;
}

const fileField = (what: string) => Matches(URL_OR_PATH, { message: `${what}${URL_OR_PATH_MESSAGE}` });

@InputType()
export class BookInput extends ResourceInput {
  @Field({ nullable: true, description: 'ISBN-10 or ISBN-13 with a right check digit; hyphens and spaces are dropped' })
  @IsOptional()
  @IsIsbn()
  isbn?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  callNumber?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100000)
  pages?: number;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  edition?: string;
}

@InputType()
export class EbookInput extends ResourceInput {
  @Field({ nullable: true, description: 'ISBN-10 or ISBN-13 with a right check digit; hyphens and spaces are dropped' })
  @IsOptional()
  @IsIsbn()
  isbn?: string;

  @Field({ nullable: true, description: 'EPUB or PDF file URL (from uploadFile)' })
  @IsOptional()
  @fileField('文件')
  @MaxLength(500)
  file?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100000)
  pages?: number;
}

@InputType()
export class AudioInput extends ResourceInput {
  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100)
  narrator?: string;
}

@InputType()
export class ThesisInput extends ResourceInput {
  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  degree?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200)
  institution?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100)
  advisor?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100)
  discipline?: string;

  @Field({ nullable: true, description: 'PDF file URL' })
  @IsOptional()
  @fileField('文件')
  @MaxLength(500)
  file?: string;
}

@InputType()
export class SerialInput extends ResourceInput {
  @Field({ nullable: true, description: 'ISSN with a right check digit, stored as NNNN-NNNC' })
  @IsOptional()
  @IsIssn()
  issn?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  cn?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  frequency?: string;
}

@InputType()
export class NewspaperInput extends SerialInput {}

@InputType()
export class JournalInput extends SerialInput {}

@InputType()
export class VideoInput extends ResourceInput {}

@InputType()
export class ExhibitionInput extends ResourceInput {
  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200)
  venue?: string;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: '请选择时间' })
  startsOn?: string;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: '请选择时间' })
  endsOn?: string;
}

@InputType()
export class DatabaseResourceInput extends ResourceInput {
  @Field({ nullable: true })
  @IsOptional()
  @Matches(HTTP_URL, { message: '网址必须以 http(s):// 开头' })
  @MaxLength(500)
  url?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  accessRules?: string;
}

@InputType()
export class DigitalResourceInput extends ResourceInput {
  @Field({ nullable: true })
  @IsOptional()
  @Matches(HTTP_URL, { message: '网址必须以 http(s):// 开头' })
  @MaxLength(500)
  url?: string;

  @Field({ nullable: true })
  @IsOptional()
  @fileField('文件')
  @MaxLength(500)
  file?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  format?: string;
}

/** Filters of every resource list, public or admin. */
@InputType()
export class ResourceFilter extends KeywordFilter {
  @Field(() => ResourceKind, { nullable: true, description: 'One kind (mixed lists leave it out)' })
  kind?: ResourceKind;

  @Field(() => ID, { nullable: true, description: 'A class and everything below it' })
  classId?: string;

  @Field(() => ID, { nullable: true })
  supplierId?: string;

  @Field(() => ID, { nullable: true })
  batchId?: string;

  @Field({ nullable: true })
  onShelf?: boolean;

  @Field(() => ResourcePermission, { nullable: true })
  permission?: ResourcePermission;

  @Field(() => Int, { nullable: true })
  publishYear?: number;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(16)
  language?: string;

  @Field({ nullable: true, description: 'Part of a creator name' })
  @IsOptional()
  @MaxLength(100)
  creator?: string;
}
