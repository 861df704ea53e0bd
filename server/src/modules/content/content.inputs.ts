import { IsDate, IsIn, IsLatitude, IsLongitude, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../core/crud/managed.inputs.js';
import { HTTP_URL, PHONE, URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../core/crud/patterns.js';
import { NewsCategory } from './news.entity.js';
import { GuideSection, GuideSlot } from './guide.entity.js';

/** What a news item and a guide page both are: a dated article with a cover and a sanitised body. */
@InputType()
export abstract class ArticleInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入标题' })
  @MaxLength(200, { message: '标题不能超过200个字' })
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500, { message: '摘要不能超过500个字' })
  summary?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string;

  @Field({ description: 'HTML; sanitised on save' })
  @IsNotEmpty({ message: '请输入正文' })
  @MaxLength(1_000_000, { message: '正文过长' })
  body!: string;

  @Field({ nullable: true, description: 'Defaults to now' })
  @IsOptional()
  @IsDate({ message: '请选择时间' })
  publishedAt?: Date;
}

@InputType()
export class NewsInput extends ArticleInput {
  @Field(() => NewsCategory)
  @IsIn(Object.values(NewsCategory))
  category!: NewsCategory;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  author?: string;
}

@InputType()
export class NewsFilter extends KeywordFilter {
  @Field(() => NewsCategory, { nullable: true })
  category?: NewsCategory;
}

@InputType()
export class BannerInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入标题' })
  @MaxLength(100)
  title!: string;

  @Field()
  @IsNotEmpty({ message: '请上传图片' })
  @Matches(URL_OR_PATH, { message: `图片${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  image!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `链接${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  link?: string;
}

@InputType()
export class BannerFilter extends KeywordFilter {}

@InputType()
export class FriendLinkInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入名称' })
  @MaxLength(100)
  name!: string;

  @Field()
  @Matches(HTTP_URL, { message: '链接必须是以 http(s):// 开头的网址' })
  @MaxLength(500)
  url!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `标志${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  logo?: string;
}

@InputType()
export class FriendLinkFilter extends KeywordFilter {}

/** Where a place is on the map (a library, a branch). */
@InputType()
export abstract class PlacedInput extends ManagedInput {
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsLatitude({ message: '纬度必须在 -90 到 90 之间' })
  latitude?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsLongitude({ message: '经度必须在 -180 到 180 之间' })
  longitude?: number;
}

@InputType()
export class LibraryInput extends PlacedInput {
  @Field()
  @IsNotEmpty({ message: '请输入馆名' })
  @MaxLength(100)
  name!: string;

  @Field()
  @IsNotEmpty({ message: '请输入地址' })
  @MaxLength(200)
  address!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(PHONE, { message: '请输入有效的电话号码' })
  phone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200)
  openingHours?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `图片${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  image?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  description?: string;
}

@InputType()
export class LibraryFilter extends KeywordFilter {}

@InputType()
export class GuideInput extends ArticleInput {
  @Field(() => GuideSlot)
  @IsIn(Object.values(GuideSlot), { message: '请选择栏目' })
  slot!: GuideSlot;

  @Field({ nullable: true, description: 'An uploaded file: its URL' })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `附件${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  attachment?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200, { message: '附件名称不能超过200个字' })
  attachmentName?: string;

  @Field({
    nullable: true,
    description:
      'Saving an enabled page into a single-page slot that already has an enabled page is refused (BAD_USER_INPUT, field overwrite) unless this is true: the other page is then disabled (是否覆盖该内容).',
  })
  overwrite?: boolean;
}

@InputType()
export class GuideFilter extends KeywordFilter {
  @Field(() => GuideSlot, { nullable: true })
  slot?: GuideSlot;

  @Field(() => GuideSection, { nullable: true })
  section?: GuideSection;
}
