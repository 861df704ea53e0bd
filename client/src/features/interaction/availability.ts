/** A volunteer's availability: a weekday × a part of the day, as the server stores it ('MON:AM'…'SUN:EVE'). */
export const WEEKDAYS = [
  { value: 'MON', label: '周一' },
  { value: 'TUE', label: '周二' },
  { value: 'WED', label: '周三' },
  { value: 'THU', label: '周四' },
  { value: 'FRI', label: '周五' },
  { value: 'SAT', label: '周六' },
  { value: 'SUN', label: '周日' },
] as const;

export const DAY_PARTS = [
  { value: 'AM', label: '上午' },
  { value: 'PM', label: '下午' },
  { value: 'EVE', label: '晚上' },
] as const;

export const slotOf = (day: string, part: string) => `${day}:${part}`;

/** Every slot in calendar order. */
export const AVAILABILITY_SLOTS: readonly string[] = WEEKDAYS.flatMap((day) => DAY_PARTS.map((part) => slotOf(day.value, part.value)));

/** 'MON:AM' → '周一上午'; an unknown value is shown as it is. */
export function slotLabel(slot: string): string {
  const [day, part] = slot.split(':');
  const dayLabel = WEEKDAYS.find((d) => d.value === day)?.label;
  const partLabel = DAY_PARTS.find((p) => p.value === part)?.label;
  return dayLabel && partLabel ? `${dayLabel}${partLabel}` : slot;
}

/** The slots in calendar order, joined for display: '周一上午、周六下午'. */
export function formatAvailability(slots: readonly string[]): string {
  const known = AVAILABILITY_SLOTS.filter((slot) => slots.includes(slot));
  const unknown = slots.filter((slot) => !AVAILABILITY_SLOTS.includes(slot));
  return [...known, ...unknown].map(slotLabel).join('、');
}
