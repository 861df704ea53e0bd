export type { EventDimensions, EventType, NewEvent, StoredEvent } from './event-types.js';
export { EventLog, recordEvent } from './event-log.js';
export { dispatchEvents, dispatchTo, EVENTS_DISPATCH_JOB, DISPATCH_DELAY_SECONDS, type EventSubscriber } from './event-dispatch.js';
export { UsageEvent, EventCursor } from './usage-event.entity.js';
