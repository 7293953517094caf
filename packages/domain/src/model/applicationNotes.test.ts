import { describe, expect, it } from 'vitest';
import { noteRefusal } from './applicationNotes';

describe('noteRefusal', () => {
  it('refuses declined applications with the spec message', () => {
    expect(noteRefusal('DECLINE')).toBe('Adding notes is disabled for declined applications.');
  });

  it('refuses NO-DECISION, VERIFIED, SUBMITTED, INSPECT and unknown statuses', () => {
    for (const status of ['NO-DECISION', 'VERIFIED', 'SUBMITTED', 'INSPECT', 'ON-HOLD']) {
      expect(noteRefusal(status)).toBe(
        `Adding notes is disabled for applications in status ${status}.`,
      );
    }
  });

  it('allows the other statuses', () => {
    expect(noteRefusal('ACCEPT')).toBeNull();
    expect(noteRefusal('REFER')).toBeNull();
  });
});
