import { FIELD_MAX_LENGTH, MESSAGE_COUNTER_FROM } from '@/lib/limits';

/** Room left at which a screen reader is told (announcing every keystroke would be noise). */
const ANNOUNCE_AT = [1000, 500, 100, 0] as const;

export interface MessageLength {
  /** Characters still allowed. */
  left: number;
  /** Whether the count shows at all: only once the message is long. */
  visible: boolean;
  /** The smallest threshold the room left is at or under, for a polite live region; null before the first. */
  announce: number | null;
}

export function messageLength(length: number, max: number = FIELD_MAX_LENGTH.message, showFrom: number = MESSAGE_COUNTER_FROM): MessageLength {
  const left = Math.max(0, max - length);
  const visible = length >= showFrom;
  const passed = ANNOUNCE_AT.filter((threshold) => visible && left <= threshold);
  return { left, visible, announce: passed.at(-1) ?? null };
}
