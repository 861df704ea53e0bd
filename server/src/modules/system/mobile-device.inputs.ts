import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../core/crud/managed.inputs.js';
import { MobileDeviceStatus, MobileDeviceType } from './mobile-device.entity.js';

/** Letters, digits and - _ . /: what serial numbers are printed with. */
const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

@InputType()
export class MobileDeviceInput extends ManagedInput {
  @Field()
  @Matches(/\S/, { message: '请输入设备名称' })
  @MaxLength(100, { message: '设备名称不能超过100个字' })
  name!: string;

  @Field(() => MobileDeviceType)
  @IsIn(Object.values(MobileDeviceType), { message: '请选择设备类型' })
  type!: MobileDeviceType;

  @Field()
  @Matches(/\S/, { message: '请输入放置位置' })
  @MaxLength(200, { message: '放置位置不能超过200个字' })
  location!: string;

  @Field()
  @Matches(SERIAL, { message: '序列号只能包含字母、数字和 - _ . /' })
  @MaxLength(64, { message: '序列号不能超过64个字符' })
  serial!: string;

  @Field(() => MobileDeviceStatus, { nullable: true, description: 'New devices default to offline' })
  @IsOptional()
  @IsIn(Object.values(MobileDeviceStatus), { message: '请选择设备状态' })
  status?: MobileDeviceStatus;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500, { message: '备注不能超过500个字' })
  remark?: string;

  @Field(() => ID, { nullable: true, description: 'The library it belongs to; null clears it' })
  libraryId?: string | null;
}

@InputType()
export class MobileDeviceFilter extends KeywordFilter {
  @Field(() => MobileDeviceType, { nullable: true })
  type?: MobileDeviceType;

  @Field(() => MobileDeviceStatus, { nullable: true })
  status?: MobileDeviceStatus;

  @Field(() => ID, { nullable: true })
  libraryId?: string;
}
