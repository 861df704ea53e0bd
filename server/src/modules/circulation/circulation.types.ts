import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../core/crud/page.js';
import { Loan } from './loan.entity.js';

export const LoanPage = createPageType(Loan, 'LoanPage');

@ArgsType()
export class MyLoansArgs {
  @Field(() => Int, { defaultValue: 1 })
  page!: number;

  @Field(() => Int, { defaultValue: 10 })
  pageSize!: number;

  @Field({ defaultValue: true, description: 'true: loans not yet returned (当前借阅); false: returned ones (借阅历史)' })
  current!: boolean;
}

@ArgsType()
export class VerifyReaderCardArgs {
  @Field({ description: 'Reader card number' })
  @IsNotEmpty({ message: '请输入读者证号' })
  @MaxLength(32, { message: '读者证号最多 32 个字符' })
  cardNumber!: string;

  @Field({ description: 'The reader card password' })
  @IsNotEmpty({ message: '请输入读者证密码' })
  @MaxLength(128, { message: '密码最多 128 个字符' })
  password!: string;
}

/** The copy at the desk: by id, or by the barcode scanned off it. */
@ArgsType()
export class CopyArgs {
  @Field(() => ID, { nullable: true, description: 'The copy (BookCopy); or give barcode' })
  copyId?: string;

  @Field({ nullable: true, description: 'The copy by its barcode (条码号)' })
  @IsOptional()
  @MaxLength(32, { message: '条码号最多 32 个字符' })
  barcode?: string;
}

@ArgsType()
export class LendCopyArgs extends CopyArgs {
  @Field(() => ID, { nullable: true, description: 'The reader, by id; or give cardNumber' })
  readerId?: string;

  @Field({ nullable: true, description: 'The reader, by reader card number' })
  @IsOptional()
  @MaxLength(32, { message: '读者证号最多 32 个字符' })
  cardNumber?: string;
}

@ArgsType()
export class ReaderLoansArgs {
  @Field(() => ID)
  readerId!: string;

  @Field(() => Int, { defaultValue: 1 })
  page!: number;

  @Field(() => Int, { defaultValue: 20 })
  pageSize!: number;
}

@ObjectType({ description: 'One loan in 全部续借: renewed, or why not', simpleResolvers: true })
export class RenewOutcome {
  @Field(() => ID)
  loanId!: number;

  @Field()
  title!: string;

  @Field()
  renewed!: boolean;

  @Field({ nullable: true, description: 'The rule that refused the renewal, in Chinese' })
  message?: string;

  @Field(() => Loan, { description: 'The loan as it is now' })
  loan!: Loan;
}
