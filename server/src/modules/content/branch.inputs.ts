import { IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { KeywordFilter } from '../../core/crud/managed.inputs.js';
import { PHONE, URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../core/crud/patterns.js';
import { BranchType } from './branch.entity.js';
import { PlacedInput } from './content.inputs.js';

@InputType()
export class BranchInput extends PlacedInput {
  @Field(() => BranchType)
  @IsIn(Object.values(BranchType), { message: '请选择分馆类型' })
  type!: BranchType;

  @Field()
  @IsNotEmpty({ message: '请输入分馆名称' })
  @MaxLength(100, { message: '分馆名称不能超过100个字' })
  name!: string;

  @Field()
  @Matches(/\S/, { message: '请输入所在区' })
  @MaxLength(50, { message: '所在区不能超过50个字' })
  district!: string;

  @Field()
  @IsNotEmpty({ message: '请输入地址' })
  @MaxLength(200, { message: '地址不能超过200个字' })
  address!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(200, { message: '开放时间不能超过200个字' })
  openingHours?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(PHONE, { message: '请输入有效的电话号码' })
  phone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `照片${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  photo?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000, { message: '简介不能超过5000个字' })
  description?: string;

  @Field(() => ID, { nullable: true, description: 'The library it belongs to; null clears it' })
  libraryId?: string | null;
}

@InputType()
export class BranchFilter extends KeywordFilter {
  @Field(() => BranchType, { nullable: true })
  type?: BranchType;

  @Field({ nullable: true, description: '区: exactly' })
  @IsOptional()
  @MaxLength(50)
  district?: string;
}
