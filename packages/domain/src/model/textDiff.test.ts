import { describe, expect, it } from 'vitest';
import { diffCounts, diffLines, sideBySide } from './textDiff';

describe('diffLines', () => {
  it('marks every line the same when the texts are equal', () => {
    expect(diffLines('a\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'same', text: 'b', oldNumber: 2, newNumber: 2 },
    ]);
  });

  it('gives no lines for two empty texts', () => {
    expect(diffLines('', '')).toEqual([]);
  });

  it('marks everything added when the older text is empty', () => {
    expect(diffLines('', 'x\ny')).toEqual([
      { kind: 'added', text: 'x', newNumber: 1 },
      { kind: 'added', text: 'y', newNumber: 2 },
    ]);
  });

  it('marks everything removed when the newer text is empty', () => {
    expect(diffLines('x', '')).toEqual([{ kind: 'removed', text: 'x', oldNumber: 1 }]);
  });

  it('lines unchanged lines up around a changed one, with both numberings', () => {
    expect(diffLines('a\nb\nc', 'a\nB\nc')).toEqual([
      { kind: 'same', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'removed', text: 'b', oldNumber: 2 },
      { kind: 'added', text: 'B', newNumber: 2 },
      { kind: 'same', text: 'c', oldNumber: 3, newNumber: 3 },
    ]);
  });

  it('keeps the longest common run when lines move', () => {
    const lines = diffLines('a\nb\nc\nd', 'b\nc\nd\na');
    expect(lines.filter((line) => line.kind === 'same').map((line) => line.text)).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(diffCounts(lines)).toEqual({ removed: 1, added: 1 });
  });

  it('numbers an insertion in the middle by the newer text', () => {
    expect(diffLines('a\nc', 'a\nb\nc')).toEqual([
      { kind: 'same', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'added', text: 'b', newNumber: 2 },
      { kind: 'same', text: 'c', oldNumber: 2, newNumber: 3 },
    ]);
  });

  it('treats Windows line ends as line ends', () => {
    expect(diffCounts(diffLines('a\r\nb', 'a\nb'))).toEqual({ removed: 0, added: 0 });
  });

  it('compares two pretty-printed policies of a few hundred lines', () => {
    const stages = (count: number) =>
      JSON.stringify(
        Array.from({ length: count }, (_, index) => ({ order: index + 1, modules: [index] })),
        null,
        2,
      );
    const lines = diffLines(stages(60), stages(61));
    // The new stage is six lines longer; which lines count as changed is the LCS's choice.
    expect(diffCounts(lines).added).toBe(diffCounts(lines).removed + 6);
    expect(lines.at(-1)).toMatchObject({ kind: 'same', text: ']' });
  });
});

describe('sideBySide', () => {
  it('puts a replaced line beside its replacement', () => {
    expect(sideBySide(diffLines('a\nb\nc', 'a\nB\nc'))).toEqual([
      {
        left: { number: 1, text: 'a', kind: 'same' },
        right: { number: 1, text: 'a', kind: 'same' },
      },
      {
        left: { number: 2, text: 'b', kind: 'removed' },
        right: { number: 2, text: 'B', kind: 'added' },
      },
      {
        left: { number: 3, text: 'c', kind: 'same' },
        right: { number: 3, text: 'c', kind: 'same' },
      },
    ]);
  });

  it('leaves the left side empty beside an added line that replaced nothing', () => {
    expect(sideBySide(diffLines('a', 'a\nb'))[1]).toEqual({
      left: null,
      right: { number: 2, text: 'b', kind: 'added' },
    });
  });

  it('leaves the right side empty when more lines were removed than added', () => {
    const rows = sideBySide(diffLines('a\nb\nc', 'x'));
    expect(rows).toHaveLength(3);
    expect(rows[0]?.right?.text).toBe('x');
    expect(rows[2]).toEqual({ left: { number: 3, text: 'c', kind: 'removed' }, right: null });
  });
});
