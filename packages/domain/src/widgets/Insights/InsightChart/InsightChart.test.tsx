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

/** The textures laid over an element's parts: the `url(#…)` fills, which differ by series. */
const texturesIn = (element: Element) =>
  [...element.querySelectorAll('rect[fill^="url("]')].map((rect) => rect.getAttribute('fill'));

const threeSeries = [...series, { key: 'BL', label: 'Bullet Loan', tone: 'caution' as const }];
const threeSeriesPoints = points.map((point) => ({
  ...point,
  values: { IS: 1, ON: 2, BL: 3 },
}));

describe('series marks, which keep the series apart without their colours', () => {
  it.each(['columns', 'rows'] as const)(
    'give each %s series a texture of its own, the first solid, the legend alike',
    (kind) => {
      const { container } = render(
        <InsightChart
          aria-label="Applications"
          kind={kind}
          series={threeSeries}
          points={threeSeriesPoints}
          formatValue={String}
        />,
      );
      const textures = texturesIn(screen.getAllByRole('listitem')[0]!);
      expect(textures).toHaveLength(2);
      expect(new Set(textures).size).toBe(2);
      // Each texture is a pattern the chart holds.
      for (const texture of textures) {
        const id = /^url\(#(.+)\)$/.exec(texture!)![1]!;
        expect(container.querySelector(`pattern[id="${id}"]`)).not.toBeNull();
      }
      const legend = container.querySelectorAll('figure > ul[aria-hidden="true"] > li');
      expect([...legend].map(texturesIn)).toEqual([[], [textures[0]], [textures[1]]]);
    },
  );

  it('give each line its own dash pattern and marker shape, the legend alike', () => {
    const { container } = render(
      <InsightChart
        aria-label="Applications"
        kind="line"
        series={threeSeries}
        points={threeSeriesPoints}
        formatValue={String}
      />,
    );
    const plot = container.querySelector('figure > svg')!;
    const dashes = [...plot.querySelectorAll(':scope > path')].map((path) =>
      path.getAttribute('stroke-dasharray'),
    );
    expect(dashes).toHaveLength(3);
    expect(new Set(dashes).size).toBe(3);
    const markers = [...screen.getAllByRole('listitem')[0]!.querySelectorAll('path')].map((path) =>
      path.getAttribute('d'),
    );
    expect(new Set(markers).size).toBe(3);
    const samples = [...container.querySelectorAll('figure > ul svg')].map((sample) => {
      const [stroke, marker] = sample.querySelectorAll('path');
      return [stroke!.getAttribute('stroke-dasharray'), marker!.getAttribute('d')];
    });
    expect(samples).toEqual(dashes.map((dash, index) => [dash, markers[index]]));
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 7, 43, 120, 500, 501].map(niceCeiling)).toEqual([1, 10, 50, 200, 500, 1000]);
  });
});
