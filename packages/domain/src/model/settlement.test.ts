import { describe, expect, it } from 'vitest';
import {
  rollUpSettlementFile,
  rollUpSettlementFiles,
  settlementHistoryHashPattern,
  settlementHistoryPage,
  settlementHistoryPath,
  settlementRecipientStatusLabel,
  settlementRegenerationPeriod,
  settlementErrorText,
  settlementRollUpTone,
} from './settlement';

const file = (status: string, ...recipients: string[]) => ({
  status,
  recipients: recipients.map((recipientStatus) => ({ status: recipientStatus })),
});

describe('rollUpSettlementFile (platform-shell.md section 4)', () => {
  describe('generation shows Generated, Generating or Error', () => {
    it('Success is Generated', () => {
      expect(rollUpSettlementFile(file('Success', 'Delivered')).generation).toBe('Generated');
    });
    it('Generating is Generating', () => {
      expect(rollUpSettlementFile(file('Generating', 'Not started')).generation).toBe('Generating');
    });
    it('error is Error', () => {
      expect(rollUpSettlementFile(file('error'))).toEqual({ generation: 'Error', delivery: null });
    });
    it('Timed out is an error', () => {
      expect(rollUpSettlementFile(file('Timed out', 'Delivered'))).toEqual({
        generation: 'Error',
        delivery: null,
      });
    });
    it('an unknown generation status is an error', () => {
      expect(rollUpSettlementFile(file('Exploded')).generation).toBe('Error');
    });
  });

  describe('delivery is shown only if generation is not an error', () => {
    it('Delivered when all recipients are delivered', () => {
      expect(rollUpSettlementFile(file('Success', 'Delivered', 'Delivered')).delivery).toBe(
        'Delivered',
      );
    });
    it('Sending when any is sending', () => {
      expect(rollUpSettlementFile(file('Success', 'Delivered', 'Sending')).delivery).toBe(
        'Sending',
      );
    });
    it('Sending when any is not started', () => {
      expect(rollUpSettlementFile(file('Generating', 'Not started')).delivery).toBe('Sending');
    });
    it('Not delivered otherwise', () => {
      expect(rollUpSettlementFile(file('Success', 'Delivered', 'Bounced')).delivery).toBe(
        'Not delivered',
      );
      expect(rollUpSettlementFile(file('Success')).delivery).toBe('Not delivered');
    });
    it('any Timed out means error, even beside one still sending', () => {
      expect(
        rollUpSettlementFile(file('Success', 'Delivered', 'Sending', 'Timed out')).delivery,
      ).toBe('Error');
    });
  });
});

describe('rollUpSettlementFiles (a lender row)', () => {
  it('shows the worst generation and the worst delivery of its files', () => {
    expect(
      rollUpSettlementFiles([file('Success', 'Delivered'), file('Success', 'Sending')]),
    ).toEqual({ generation: 'Generated', delivery: 'Sending' });
    expect(
      rollUpSettlementFiles([file('Generating', 'Not started'), file('Success', 'Timed out')]),
    ).toEqual({ generation: 'Generating', delivery: 'Error' });
  });
  it('shows no delivery once a file failed to generate', () => {
    expect(rollUpSettlementFiles([file('error'), file('Success', 'Delivered')])).toEqual({
      generation: 'Error',
      delivery: null,
    });
  });
  it('is nothing for a lender without files', () => {
    expect(rollUpSettlementFiles([])).toBeNull();
  });
});

describe('settlementRecipientStatusLabel', () => {
  it('shows the known statuses and any other value as an unknown error', () => {
    for (const status of ['Delivered', 'Sending', 'Timed out', 'Not started']) {
      expect(settlementRecipientStatusLabel(status)).toBe(status);
    }
    expect(settlementRecipientStatusLabel('Bounced')).toBe('Unknown error');
  });
});

describe('settlementRollUpTone', () => {
  it('gives each status its own tone', () => {
    expect(settlementRollUpTone('Generated')).toBe('positive');
    expect(settlementRollUpTone('Delivered')).toBe('positive');
    expect(settlementRollUpTone('Generating')).toBe('info');
    expect(settlementRollUpTone('Sending')).toBe('info');
    expect(settlementRollUpTone('Not delivered')).toBe('caution');
    expect(settlementRollUpTone('Error')).toBe('critical');
  });
});

describe('settlementRegenerationPeriod', () => {
  it('ends at local midnight today and starts 86,400 seconds before', () => {
    const now = new Date(2026, 5, 15, 14, 30);
    const period = settlementRegenerationPeriod(now);
    expect(period.end_date).toBe(new Date(2026, 5, 15).getTime());
    expect(period.end_date - period.start_date).toBe(86_400_000);
  });
  it('is the same period all day long', () => {
    expect(settlementRegenerationPeriod(new Date(2026, 5, 15, 0, 0, 1))).toEqual(
      settlementRegenerationPeriod(new Date(2026, 5, 15, 23, 59, 59)),
    );
  });
});

describe('settlementHistoryPage', () => {
  it('sends 10 a page and the offset of the page, as text', () => {
    expect(settlementHistoryPage(1)).toEqual({ count: '10', offset: '0' });
    expect(settlementHistoryPage(3)).toEqual({ count: '10', offset: '20' });
    expect(settlementHistoryPage(0)).toEqual({ count: '10', offset: '0' });
  });
});

describe('settlementErrorText', () => {
  it("shows the answer's text, or Error response when it said nothing", () => {
    expect(settlementErrorText({ message: 'Bad Gateway' }, 'Request failed')).toBe('Bad Gateway');
    expect(settlementErrorText({ message: 'Request failed' }, 'Request failed')).toBe(
      'Error response',
    );
    expect(settlementErrorText({ message: '' }, 'Request failed')).toBe('Error response');
    expect(settlementErrorText(null, 'Request failed')).toBeNull();
  });
});

describe('settlement history links', () => {
  it('reads the old hash links and writes the console path', () => {
    expect('#/settlements/history/1002'.match(settlementHistoryHashPattern)?.[1]).toBe('1002');
    expect('#/settlements/history/1002/'.match(settlementHistoryHashPattern)?.[1]).toBe('1002');
    expect('#/settlements/'.match(settlementHistoryHashPattern)).toBeNull();
    expect(settlementHistoryPath('1002')).toBe('/settlements/history/1002/');
  });
});
