import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Whether the viewer may download a file of a resource, and if not, why', simpleResolvers: true })
export class DownloadQualification {
  @Field()
  allowed!: boolean;

  @Field({ description: 'Whether the resource offers a file to download at all (false: its kind has none, or it has none yet)' })
  offered!: boolean;

  @Field(() => String, { nullable: true, description: 'Why not, in Chinese (请先登录, 您没有下载权限, 今日下载次数已达上限(50次)…)' })
  reason!: string | null;

  @Field(() => Int, { nullable: true, description: "Downloads left in the library's day, when allowed" })
  remaining!: number | null;
}

@ObjectType({ description: 'A granted download: follow the URL (no header needed) within a few minutes', simpleResolvers: true })
export class DownloadTicket {
  @Field({ description: 'The file, sent as an attachment; good until expiresAt' })
  url!: string;

  @Field()
  fileName!: string;

  @Field()
  expiresAt!: Date;
}
