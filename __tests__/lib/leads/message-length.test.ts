import { messageLength } from '@/lib/leads/message-length';
import { FIELD_MAX_LENGTH, MESSAGE_COUNTER_FROM } from '@/lib/limits';

describe('messageLength', () => {
  it('stays out of the way for an ordinary message', () => {
    expect(messageLength(0)).toEqual({ left: FIELD_MAX_LENGTH.message, visible: false, announce: null });
    expect(messageLength(MESSAGE_COUNTER_FROM - 1).visible).toBe(false);
  });

  it('shows the room left once the message is long', () => {
    expect(messageLength(MESSAGE_COUNTER_FROM)).toEqual({ left: 1000, visible: true, announce: 1000 });
    expect(messageLength(4321)).toEqual({ left: 679, visible: true, announce: 1000 });
  });

  it('announces only at a few thresholds', () => {
    expect(messageLength(4500).announce).toBe(500);
    expect(messageLength(4899).announce).toBe(500);
    expect(messageLength(4900).announce).toBe(100);
    expect(messageLength(5000)).toEqual({ left: 0, visible: true, announce: 0 });
  });

  it('never counts below zero for text that got past the field limit', () => {
    expect(messageLength(20_000).left).toBe(0);
  });
});
