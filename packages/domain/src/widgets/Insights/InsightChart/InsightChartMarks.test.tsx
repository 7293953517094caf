import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  InsightChartTextureDefs,
  InsightChartTextureOverlay,
  insightChartMarkers,
  insightChartTextures,
  markerPath,
  seriesMarks,
  textureId,
  textureIdPrefix,
} from './InsightChartMarks';

describe('seriesMarks', () => {
  it('gives each of six series its own texture, marker and dash, then repeats', () => {
    const marks = Array.from({ length: 6 }, (_, index) => seriesMarks(index));
    expect(new Set(marks.map((mark) => mark.texture)).size).toBe(6);
    expect(new Set(marks.map((mark) => mark.marker)).size).toBe(6);
    expect(new Set(marks.map((mark) => mark.dashArray ?? 'solid')).size).toBe(6);
    expect(seriesMarks(6)).toEqual(seriesMarks(0));
  });
});

describe('markerPath', () => {
  it('draws every marker as a closed outline around the origin', () => {
    for (const marker of insightChartMarkers) {
      const path = markerPath(marker, 4);
      expect(path).toMatch(/^M.*Z$/);
      const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(Math.max(...numbers.map(Math.abs))).toBeLessThanOrEqual(8);
    }
  });
});

describe('textures', () => {
  it('makes an id fit for url(#…) from React’s id', () => {
    expect(textureIdPrefix(':r1:')).toBe('insight-r1');
    expect(textureId('insight-r1', 'dots')).toBe('insight-r1-dots');
  });

  it('defines a pattern for every texture but the solid one, hidden from assistive technology', () => {
    const { container } = render(
      <InsightChartTextureDefs prefix="p" textures={insightChartTextures} />,
    );
    const ids = [...container.querySelectorAll('pattern')].map((pattern) => pattern.id);
    expect(ids).toEqual(['p-stripes', 'p-dots', 'p-crosshatch', 'p-bars', 'p-backstripes']);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lays a texture over its part, and nothing for the solid one', () => {
    const { container, rerender } = render(
      <InsightChartTextureOverlay prefix="p" texture="crosshatch" />,
    );
    expect(container.querySelector('rect')).toHaveAttribute('fill', 'url(#p-crosshatch)');
    rerender(<InsightChartTextureOverlay prefix="p" texture="solid" />);
    expect(container).toBeEmptyDOMElement();
  });
});
