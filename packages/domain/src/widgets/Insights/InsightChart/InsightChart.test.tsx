import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InsightChart, niceCeiling, type InsightChartPoint } from './InsightChart';

const points: InsightChartPoint[] = ['1', '2', '3'].map((day, index) => ({
  key: day,
  label: `${day} Nov`,
  fullLabel: `${day} November 2026`,
  values: { IS: index + 1, ON: index === 1 ? null : 10 },
}));
const series = [
  { key: 'IS', label: 'Instore', tone: 'accent' as const },
  { key: 'ON', label: 'Online', tone: 'info' as const },
];

describe.each(['columns', 'line', 'rows'] as const)('InsightChart as %s', (kind) => {
  it('names each point with its label and every value, none where there is no value', () => {
    render(
      <InsightChart
        aria-label="Applications"
        kind={kind}
        series={series}
        points={points}
        formatValue={String}
      />,
    );
    const list = screen.getByRole('list', { name: 'Applications' });
    expect(list).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: '2 November 2026: Instore 2, Online none' }),
    ).toBeInTheDocument();
  });

  it('is one tab stop whose arrow keys, Home and End move between the points', async () => {
    const user = userEvent.setup();
    render(
      <InsightChart
        aria-label="Applications"
        kind={kind}
        series={series}
        points={points}
        formatValue={String}
      />,
    );
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('1 November 2026: Instore 1, Online 10');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('2 November 2026: Instore 2, Online none');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('3 November 2026: Instore 3, Online 10');
    await user.keyboard('{ArrowRight}{Home}{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('1 November 2026: Instore 1, Online 10');
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 7, 43, 120, 500, 501].map(niceCeiling)).toEqual([1, 10, 50, 200, 500, 1000]);
  });
});
