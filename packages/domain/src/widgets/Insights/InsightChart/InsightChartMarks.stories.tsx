import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { legendSwatch, seriesBackground } from './InsightChart.css';
import {
  InsightChartTextureDefs,
  InsightChartTextureOverlay,
  insightChartTextures,
  markerPath,
  seriesMarks,
  textureIdPrefix,
} from './InsightChartMarks';

/** Every series' marks in chart order: its texture on a swatch, its marker and dash on a line. */
function SeriesMarksSample() {
  const prefix = textureIdPrefix(useId());
  return (
    <div>
      <InsightChartTextureDefs prefix={prefix} textures={insightChartTextures} />
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {insightChartTextures.map((_, index) => {
          const marks = seriesMarks(index);
          return (
            <li key={marks.texture} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <span
                className={`${legendSwatch} ${seriesBackground.accent}`}
                style={{ width: 32, height: 20 }}
              >
                <InsightChartTextureOverlay prefix={prefix} texture={marks.texture} />
              </span>
              <svg width="64" height="20" aria-hidden="true" focusable="false">
                <line
                  x1="2"
                  y1="10"
                  x2="62"
                  y2="10"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeDasharray={marks.dashArray}
                />
                <path d={markerPath(marks.marker, 4)} transform="translate(32 10)" />
              </svg>
              <span>
                Series {index + 1}: {marks.texture}, {marks.marker}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Domain/Insights/InsightChart/InsightChartMarks',
  component: SeriesMarksSample,
  tags: ['autodocs'],
} satisfies Meta<typeof SeriesMarksSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six series' marks, each different from the others in texture, marker and dash. */
export const EverySeries: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    // Every texture but the solid one is a pattern; each overlay points at its own.
    const fills = [...canvasElement.querySelectorAll('li rect')].map((rect) =>
      rect.getAttribute('fill'),
    );
    await expect(new Set(fills).size).toBe(5);
    await expect(canvasElement.querySelectorAll('defs pattern')).toHaveLength(5);
  },
};
