import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum AuthCodeKind {
  Captcha = 'captcha',
  Sms = 'sms',
}

/**
 * A one-time code (admin captcha or reader SMS code). Kept in the database, not in memory,
 * so several server instances share them. Only a hash of the code is stored.
 */
@Entity({ tableName: 'auth_code' })
@Index({ properties: ['kind', 'subject', 'createdAt'] })
export class AuthCode {
  [OptionalProps]?: 'subject' | 'attempts' | 'createdAt';

  @PrimaryKey({ length: 40 })
  key!: string;

  @Enum({ items: () => AuthCodeKind, nativeEnumName: 'auth_code_kind' })
  kind!: AuthCodeKind;

  /** The phone number for SMS codes; empty for captchas. */
  @Property({ length: 32, default: '' })
  subject: string = '';

  @Property({ length: 128 })
  codeHash!: string;

  @Property({ default: 0 })
  attempts: number = 0;

  /** Indexed for the sweep that deletes expired codes (auth-code-sweep.job.ts). */
  @Index()
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
