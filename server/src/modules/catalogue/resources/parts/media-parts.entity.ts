import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../../../core/db/base.entity.js';
import type { Audio, Exhibition, Video } from '../resource-kinds.entity.js';
import { relationId } from '../../../../core/db/fast-read/rows-as-entities.js';

/** A track of an audio resource (spec: "audio with attachments"). */
@ObjectType({ description: 'A track of an audio resource', simpleResolvers: true })
@Entity({ tableName: 'audio_track' })
@Index({ properties: ['resource', 'sort'] })
export class AudioTrack extends ManagedEntity {
  @ManyToOne('Audio', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Audio>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'Audio file URL' })
  @Property({ length: 500 })
  file!: string;

  @Field(() => Int, { nullable: true, description: 'Seconds' })
  @Property({ nullable: true })
  duration?: number;
}

export enum VideoConversion {
  PENDING = 'PENDING',
  CONVERTING = 'CONVERTING',
  READY = 'READY',
  FAILED = 'FAILED',
}

registerEnumType(VideoConversion, { name: 'VideoConversion', description: '等待转换 / 转换中 / 可播放 / 转换失败' });

/** One video of a video collection; uploaded files are converted for the web before they play. */
@ObjectType({ description: 'A video of a video collection', simpleResolvers: true })
@Entity({ tableName: 'video_item' })
@Index({ properties: ['resource', 'sort'] })
export class VideoItem extends ManagedEntity<'conversion'> {
  @ManyToOne('Video', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Video>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'The uploaded source file URL' })
  @Property({ length: 500 })
  file!: string;

  /** The converted MP4; served only once READY (see VideoItemResolver.playback). */
  @Property({ length: 500, nullable: true })
  playbackFile?: string;

  @Field({ nullable: true, description: 'Poster frame URL' })
  @Property({ length: 500, nullable: true })
  poster?: string;

  @Field(() => Int, { nullable: true, description: 'Seconds' })
  @Property({ nullable: true })
  duration?: number;

  @Field(() => VideoConversion)
  @Enum({ items: () => VideoConversion, nativeEnumName: 'video_conversion', default: VideoConversion.PENDING })
  conversion: VideoConversion = VideoConversion.PENDING;

  @Field(() => Int, { description: 'Conversion progress, 0-100' })
  @Property({ default: 0 })
  conversionProgress: number = 0;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  conversionError?: string;
}

/** A picture of an exhibition's album. */
@ObjectType({ description: 'A picture of an exhibition', simpleResolvers: true })
@Entity({ tableName: 'exhibition_picture' })
@Index({ properties: ['resource', 'sort'] })
export class ExhibitionPicture extends ManagedEntity {
  @ManyToOne('Exhibition', { ref: true, deleteRule: 'cascade' })
  resource!: Ref<Exhibition>;

  @Field(() => ID)
  get resourceId(): number {
    return relationId(this, 'resource')!;
  }

  @Field({ description: 'Image URL' })
  @Property({ length: 500 })
  image!: string;

  @Field({ nullable: true })
  @Property({ length: 200, nullable: true })
  caption?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string;
}
