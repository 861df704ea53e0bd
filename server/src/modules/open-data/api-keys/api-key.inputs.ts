import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';

@InputType()
export class ApiKeyInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '请输入名称' })
  @MaxLength(100)
  name!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500)
  note?: string;

  @Field(() => Int, { nullable: true, description: 'Requests per minute, 1–6000 (default 60)' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: '每分钟限额至少为 1' })
  @Max(6000, { message: '每分钟限额最多为 6000' })
  perMinute?: number;

  @Field(() => Int, { nullable: true, description: 'Requests per day, 1–10,000,000 (default 10,000)' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: '每日限额至少为 1' })
  @Max(10_000_000, { message: '每日限额最多为 10000000' })
  perDay?: number;
}

@InputType()
export class ApiKeyFilter extends KeywordFilter {}
