import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InsightChart, type InsightChartPoint } from './InsightChart';

const points: InsightChartPoint[] = Array.from({ length: 12 }, (_, index) => ({
  key: String(index),
  label: `${index + 1} Nov`,
  fullLabel: `${index + 1} November 2026`,
  values: { accepted: 20 + ((index * 7) % 11), declined: 8 + ((index * 5) % 6), referred: 3 },
}));

const meta = {
  title: 'Domain/Insights/InsightChart',
  component: InsightChart,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Outcomes by day',
    kind: 'columns',
    points,
    formatValue: (value: number) => value.toLocaleString('en-GB'),
    series: [
      { key: 'accepted', label: 'Accepted', tone: 'positive' },
      { key: 'declined', label: 'Declined', tone: 'critical' },
      { key: 'referred', label: 'Referred', tone: 'caution' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The textures a part or legend swatch is drawn with: the `url(#…)` fills laid over it. */
const texturesIn = (element: Element) =>
  [...element.querySelectorAll('rect[fill^="url("]')].map((rect) => rect.getAttribute('fill'));

/**
 * Each stacked series keeps its own texture, shown the same in the legend, so the series stay
 * apart where their colours do not: under forced colours every series takes one system colour.
 */
async function expectSeriesTexturesApart(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const firstPoint = canvas.getAllByRole('listitem')[0]!;
  // The first series is solid; the other two each have a texture of their own.
  const textures = texturesIn(firstPoint);
  await expect(textures).toHaveLength(2);
  await expect(new Set(textures).size).toBe(2);
  const legend = canvasElement.querySelectorAll('figure > ul[aria-hidden="true"] > li');
  const swatches = [...legend].map(texturesIn);
  await expect(swatches).toEqual([[], [textures[0]], [textures[1]]]);
}

export const Columns: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectSeriesTexturesApart(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(
      '2 November 2026: Accepted 27, Declined 13, Referred 3',
    );
    await expect(
      canvas.getByText('2 November 2026: Accepted 27, Declined 13, Referred 3'),
    ).toBeVisible();
  },
};

export const Line: Story = {
  args: { kind: 'line' },
  play: async ({ canvasElement, canvas }) => {
    const plot = canvasElement.querySelector('figure > svg')!;
    const dashes = [...plot.querySelectorAll(':scope > path')].map(
      (path) => getComputedStyle(path).strokeDasharray,
    );
    await expect(dashes).toHaveLength(3);
    await expect(new Set(dashes).size).toBe(3);
    const markers = [...canvas.getAllByRole('listitem')[0]!.querySelectorAll('path')].map((path) =>
      path.getAttribute('d'),
    );
    await expect(new Set(markers).size).toBe(3);
    // The legend shows each series' line as the chart draws it.
    const samples = [...canvasElement.querySelectorAll('figure > ul svg')].map((sample) => {
      const [stroke, marker] = sample.querySelectorAll('path');
      return [getComputedStyle(stroke!).strokeDasharray, marker!.getAttribute('d')];
    });
    await expect(samples).toEqual(dashes.map((dash, index) => [dash, markers[index]]));
  },
};

export const Rows: Story = {
  args: { kind: 'rows', points: points.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expectSeriesTexturesApart(canvasElement);
  },
};

export const NoPoints: Story = { args: { points: [] } };
