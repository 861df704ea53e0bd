import { ArrayMaxSize, IsDate, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../../../core/crud/managed.inputs.js';
import { URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../../../core/crud/patterns.js';
import { CopyStatus } from './book-copy.entity.js';

const file = (what: string) => Matches(URL_OR_PATH, { message: `${what}${URL_OR_PATH_MESSAGE}` });

/** Children of one resource: the parent is required on create. */
@InputType()
abstract class ResourcePartInput extends ManagedInput {
  @Field(() => ID, { description: 'The resource this belongs to' })
  @IsNotEmpty({ message: '缺少所属资源' })
  resourceId!: string;
}

/** Admin lists of children are per parent. */
@InputType()
export class ResourcePartFilter extends KeywordFilter {
  @Field(() => ID, { nullable: true })
  resourceId?: string;
}

@InputType()
export class BookCopyInput extends ResourcePartInput {
  @Field()
  @Matches(/^[A-Za-z0-9-]{1,32}$/, { message: '条码号只能包含字母、数字和 -，最多32位' })
  barcode!: string;

  @Field(() => ID, { nullable: true, description: 'The library holding the copy' })
  @IsOptional()
  libraryId?: string | null;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100)
  location?: string;

  @Field(() => CopyStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(CopyStatus))
  status?: CopyStatus;

  @Field({ nullable: true })
  @IsOptional()
  @IsDate({ message: '请选择时间' })
  dueAt?: Date;
}

@InputType()
export class EbookChapterInput extends ResourcePartInput {
  @Field()
  @IsNotEmpty({ message: '请输入章节标题' })
  @MaxLength(200)
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(300)
  href?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  wordCount?: number;
}

@InputType()
export class AudioTrackInput extends ResourcePartInput {
  @Field()
  @IsNotEmpty({ message: '请输入音频标题' })
  @MaxLength(200)
  title!: string;

  @Field()
  @IsNotEmpty({ message: '请上传音频文件' })
  @file('音频文件')
  @MaxLength(500)
  file!: string;

  @Field(() => Int, { nullable: true, description: 'Seconds; read from the file when left out' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(86400 * 2)
  duration?: number;
}

@InputType()
export class VideoItemInput extends ResourcePartInput {
  @Field()
  @IsNotEmpty({ message: '请输入视频标题' })
  @MaxLength(200)
  title!: string;

  @Field({ description: 'The uploaded video; a new file is converted for the web before it plays' })
  @IsNotEmpty({ message: '请上传视频文件' })
  @file('视频文件')
  @MaxLength(500)
  file!: string;

  @Field({ nullable: true, description: 'Poster image; taken from the video when left out' })
  @IsOptional()
  @file('封面')
  @MaxLength(500)
  poster?: string;
}

@InputType()
export class ExhibitionPictureInput extends ResourcePartInput {
  @Field()
  @IsNotEmpty({ message: '请上传图片' })
  @file('图片')
  @MaxLength(500)
  image!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200)
  caption?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  description?: string;
}

@InputType()
export class NewspaperEditionInput extends ResourcePartInput {
  @Field({ description: 'YYYY-MM-DD' })
  @IsDateString({ strict: true }, { message: '请选择时间' })
  editionDate!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  issue?: string;
}

@InputType()
export class EditionPageInput extends ManagedInput {
  @Field(() => ID)
  @IsNotEmpty({ message: '缺少所属报纸期次' })
  editionId!: string;

  @Field(() => Int)
  @IsInt()
  @Min(1, { message: '版次必须大于0' })
  @Max(999)
  pageNo!: number;

  @Field()
  @IsNotEmpty({ message: '请输入版名' })
  @MaxLength(100)
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @file('版面图片')
  @MaxLength(500)
  image?: string;

  @Field({ nullable: true })
  @IsOptional()
  @file('版面 PDF')
  @MaxLength(500)
  file?: string;
}

@InputType()
export class EditionPageFilter extends KeywordFilter {
  @Field(() => ID, { nullable: true })
  editionId?: string;
}

@InputType()
export class JournalVolumeInput extends ResourcePartInput {
  @Field(() => Int)
  @IsInt()
  @Min(1000, { message: '年份无效' })
  @Max(2100, { message: '年份无效' })
  year!: number;

  @Field()
  @IsNotEmpty({ message: '请输入期号' })
  @MaxLength(64)
  issue!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200)
  title?: string;

  @Field({ nullable: true })
  @IsOptional()
  @file('封面')
  @MaxLength(500)
  cover?: string;
}

@InputType()
export class JournalArticleInput extends ManagedInput {
  @Field(() => ID)
  @IsNotEmpty({ message: '缺少所属期刊期次' })
  volumeId!: string;

  @Field()
  @IsNotEmpty({ message: '请输入文章标题' })
  @MaxLength(300)
  title!: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(100, { each: true })
  creators?: string[];

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^\d{1,5}(-\d{1,5})?$/, { message: '页码格式如 12-18' })
  pages?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(20000)
  summary?: string;

  @Field({ nullable: true })
  @IsOptional()
  @file('PDF 文件')
  @MaxLength(500)
  file?: string;
}

@InputType()
export class JournalArticleFilter extends KeywordFilter {
  @Field(() => ID, { nullable: true })
  volumeId?: string;
}
