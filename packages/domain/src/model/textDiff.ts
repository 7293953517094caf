/** A line of a line-by-line comparison of two texts. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** The line's number (from 1) in the older text; absent for an added line. */
  oldNumber?: number;
  /** The line's number (from 1) in the newer text; absent for a removed line. */
  newNumber?: number;
}

/** One side of a side-by-side row: a line of that text, or nothing where the other side added one. */
export interface DiffSide {
  number: number;
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/** A row of a side-by-side view: the older text on the left, the newer on the right. */
export interface SideBySideRow {
  left: DiffSide | null;
  right: DiffSide | null;
}

const splitLines = (text: string): string[] => (text === '' ? [] : text.split(/\r?\n/));

/**
 * The lines of `before` and `after` compared by a longest common subsequence, so that unchanged
 * lines line up and only what was removed or added is marked. Common leading and trailing lines
 * are matched first, which keeps the table small for the usual edit of a few lines.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const oldLines = splitLines(before);
  const newLines = splitLines(after);

  let start = 0;
  while (
    start < oldLines.length &&
    start < newLines.length &&
    oldLines[start] === newLines[start]
  ) {
    start += 1;
  }
  let oldEnd = oldLines.length;
  let newEnd = newLines.length;
  while (oldEnd > start && newEnd > start && oldLines[oldEnd - 1] === newLines[newEnd - 1]) {
    oldEnd -= 1;
    newEnd -= 1;
  }

  const rows = oldEnd - start;
  const columns = newEnd - start;
  // common[i][j]: the longest common subsequence of oldLines[start+i..] and newLines[start+j..].
  const width = columns + 1;
  const common = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        oldLines[start + i] === newLines[start + j]
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }

  const lines: DiffLine[] = [];
  const same = (oldIndex: number, newIndex: number) =>
    lines.push({
      kind: 'same',
      text: oldLines[oldIndex] ?? '',
      oldNumber: oldIndex + 1,
      newNumber: newIndex + 1,
    });
  for (let k = 0; k < start; k += 1) same(k, k);

  let i = 0;
  let j = 0;
  while (i < rows || j < columns) {
    if (i < rows && j < columns && oldLines[start + i] === newLines[start + j]) {
      same(start + i, start + j);
      i += 1;
      j += 1;
    } else if (
      i < rows &&
      // On a tie the removal comes first, so a replaced line reads old then new.
      (j === columns || (common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0))
    ) {
      lines.push({ kind: 'removed', text: oldLines[start + i] ?? '', oldNumber: start + i + 1 });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: newLines[start + j] ?? '', newNumber: start + j + 1 });
      j += 1;
    }
  }

  for (let k = 0; k < oldLines.length - oldEnd; k += 1) same(oldEnd + k, newEnd + k);
  return lines;
}

/**
 * The comparison as side-by-side rows: unchanged lines face each other, and a run of removed
 * lines faces the run of added lines that replaced it, row by row, so a changed line reads
 * across.
 */
export function sideBySide(lines: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as DiffLine;
    if (line.kind === 'same') {
      rows.push({
        left: { number: line.oldNumber ?? 0, text: line.text, kind: 'same' },
        right: { number: line.newNumber ?? 0, text: line.text, kind: 'same' },
      });
      index += 1;
      continue;
    }
    const removed: DiffSide[] = [];
    const added: DiffSide[] = [];
    while (index < lines.length && (lines[index] as DiffLine).kind !== 'same') {
      const change = lines[index] as DiffLine;
      if (change.kind === 'removed') {
        removed.push({ number: change.oldNumber ?? 0, text: change.text, kind: 'removed' });
      } else {
        added.push({ number: change.newNumber ?? 0, text: change.text, kind: 'added' });
      }
      index += 1;
    }
    for (let k = 0; k < Math.max(removed.length, added.length); k += 1) {
      rows.push({ left: removed[k] ?? null, right: added[k] ?? null });
    }
  }
  return rows;
}

/** How many lines were removed and added. */
export function diffCounts(lines: readonly DiffLine[]): { removed: number; added: number } {
  let removed = 0;
  let added = 0;
  for (const line of lines) {
    if (line.kind === 'removed') removed += 1;
    if (line.kind === 'added') added += 1;
  }
  return { removed, added };
}
