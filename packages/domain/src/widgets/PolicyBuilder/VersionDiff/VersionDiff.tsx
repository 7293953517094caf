import { Stack, Text } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import { useMemo } from 'react';
import { diffCounts, diffLines, sideBySide, type DiffSide } from '../../../model/textDiff';
import * as styles from './VersionDiff.css';

export interface VersionDiffProps {
  /** The older text, on the left. */
  before: string;
  /** The newer text, on the right. */
  after: string;
  beforeLabel: string;
  afterLabel: string;
  className?: string;
}

const signs = { same: ' ', removed: '−', added: '+' } as const;
const spoken = { same: '', removed: 'removed: ', added: 'added: ' } as const;

function VersionDiffSide({ side }: { side: DiffSide | null }) {
  if (!side) {
    return (
      <>
        <td className={[styles.diffNumber, styles.diffTone.empty].join(' ')} />
        <td className={[styles.diffText, styles.diffTone.empty].join(' ')} />
      </>
    );
  }
  const tone = styles.diffTone[side.kind];
  return (
    <>
      <td className={[styles.diffNumber, tone].join(' ')}>{side.number}</td>
      <td className={[styles.diffText, tone].join(' ')}>
        <span aria-hidden="true">{signs[side.kind]} </span>
        <span className={visuallyHidden}>{spoken[side.kind]}</span>
        {side.text}
      </td>
    </>
  );
}

/** Two versions side by side, line by line: removed lines on the left, added on the right. */
export function VersionDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
  className,
}: VersionDiffProps) {
  const lines = useMemo(() => diffLines(before, after), [before, after]);
  const rows = useMemo(() => sideBySide(lines), [lines]);
  const { removed, added } = diffCounts(lines);
  return (
    <Stack gap="150" className={className}>
      <Text as="p" size="sm">
        {removed === 0 && added === 0
          ? 'The two versions are the same.'
          : `${removed} ${removed === 1 ? 'line' : 'lines'} removed, ${added} ${
              added === 1 ? 'line' : 'lines'
            } added.`}
      </Text>
      {/* The scroller is focusable so that a keyboard can scroll a long comparison. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.diffScroller} tabIndex={0} role="region" aria-label="Comparison">
        <table className={styles.diffTable}>
          <caption className={visuallyHidden}>
            {beforeLabel} compared with {afterLabel}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.diffNumber}>
                <span className={visuallyHidden}>Line</span>
              </th>
              <th scope="col" className={styles.diffText}>
                {beforeLabel}
              </th>
              <th scope="col" className={styles.diffNumber}>
                <span className={visuallyHidden}>Line</span>
              </th>
              <th scope="col" className={styles.diffText}>
                {afterLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <VersionDiffSide side={row.left} />
                <VersionDiffSide side={row.right} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
