import { IsUUID, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

/**
 * A heartbeat carries at most one interval (a minute) of reading plus slack for timers that fire
 * late; a client sending more is refused, never clamped: the well-behaved client never does.
 */
export const MAX_HEARTBEAT_SECONDS = 90;

@InputType({ description: 'One heartbeat of a reader page: the seconds read since the last one' })
export class AddReadTimeInput {
  @Field(() => ID)
  resourceId!: string;

  @Field(() => Int, { description: `Seconds read since the previous heartbeat, 1 to ${MAX_HEARTBEAT_SECONDS}` })
  @Min(1, { message: '阅读时长无效' })
  @Max(MAX_HEARTBEAT_SECONDS, { message: '阅读时长无效' })
  seconds!: number;

  @Field({ description: 'A UUID the client makes per heartbeat and sends again on a retry: a heartbeat counts once' })
  @IsUUID('all', { message: '心跳编号无效' })
  heartbeatId!: string;
}
