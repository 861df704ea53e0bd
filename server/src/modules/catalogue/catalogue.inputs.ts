import { IsDateString, IsEmail, IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../core/crud/managed.inputs.js';
import { HTTP_URL, PHONE } from '../../core/crud/patterns.js';
import { ResourceKind } from './resource-kind.js';

@InputType()
export class SupplierInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入供应商名称' })
  @MaxLength(100, { message: '供应商名称不能超过100个字' })
  name!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  contact?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(PHONE, { message: '请输入有效的电话号码' })
  phone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsEmail({}, { message: '请输入有效的邮箱地址' })
  @MaxLength(100)
  email?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(HTTP_URL, { message: '网址必须以 http(s):// 开头' })
  @MaxLength(500)
  website?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  description?: string;
}

@InputType()
export class SupplierFilter extends KeywordFilter {}

@InputType()
export class BatchNumberInput extends ManagedInput {
  @Field()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9_.\-/]{0,63}$/, { message: '批次号只能包含字母、数字和 - _ . /' })
  code!: string;

  @Field()
  @IsNotEmpty({ message: '请输入批次名称' })
  @MaxLength(100)
  name!: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  supplierId?: string | null;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: '请选择时间' })
  receivedAt?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(5000)
  description?: string;
}

@InputType()
export class BatchNumberFilter extends KeywordFilter {
  @Field(() => ID, { nullable: true })
  supplierId?: string;
}

@InputType()
export class ResourceClassInput extends ManagedInput {
  @Field(() => ResourceKind)
  @IsIn(Object.values(ResourceKind))
  kind!: ResourceKind;

  @Field()
  @IsNotEmpty({ message: '请输入分类名称' })
  @MaxLength(100)
  name!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(32)
  code?: string;

  @Field(() => ID, { nullable: true, description: 'Parent class of the same kind; none for a top-level class' })
  @IsOptional()
  parentId?: string | null;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500)
  description?: string;
}

@InputType()
export class ResourceClassFilter extends KeywordFilter {
  @Field(() => ResourceKind, { nullable: true })
  kind?: ResourceKind;

  @Field(() => ID, { nullable: true, description: 'Children of this class; use topLevel for the roots' })
  parentId?: string;

  @Field({ nullable: true, description: 'Only classes without a parent' })
  topLevel?: boolean;
}
