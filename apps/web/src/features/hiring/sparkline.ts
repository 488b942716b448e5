import { formatPercent } from '../../components/accuracy-format';

/** The drawing area of the trend chart, in the SVG's own units. */
export interface SparkBox {
  width: number;
  height: number;
  /** Room left at every edge, so the dots at 0% and 100% are not cut in half. */
  padding: number;
}

export interface SparkPoint {
  x: number;
  y: number;
  accuracy: number;
  at: string;
}

/** Two decimals are plenty for a drawing and keep the SVG's text short and stable. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Where an accuracy sits on the chart. The scale is always 0% to 100%, never fitted to the data, so
 * the band lines stay put and a flat run of 95% does not look like a wild swing.
 */
export function accuracyY(accuracy: number, box: SparkBox): number {
  const clamped = Number.isFinite(accuracy) ? Math.min(1, Math.max(0, accuracy)) : 0;
  return round(box.padding + (1 - clamped) * (box.height - 2 * box.padding));
}

/**
 * The trend's scores as points, oldest on the left, evenly spaced: they are the member's last
 * scores in the order they were made, and gaps in time say nothing about their work. A single score
 * sits in the middle.
 */
export function sparklinePoints(trend: readonly { at: string; accuracy: number }[], box: SparkBox): SparkPoint[] {
  const inner = box.width - 2 * box.padding;
  const step = trend.length > 1 ? inner / (trend.length - 1) : 0;
  return trend.map((score, index) => ({
    x: round(trend.length > 1 ? box.padding + index * step : box.width / 2),
    y: accuracyY(score.accuracy, box),
    accuracy: score.accuracy,
    at: score.at,
  }));
}

/** The `points` attribute of an SVG polyline through the points. */
export function polylinePoints(points: readonly Pick<SparkPoint, 'x' | 'y'>[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

/** The chart as words, for anyone who cannot see it: every value, oldest first. */
export function trendDescription(trend: readonly { accuracy: number }[]): string {
  if (trend.length === 0) return 'No scores yet.';
  const values = trend.map((score) => formatPercent(score.accuracy));
  if (values.length === 1) return `One score so far: ${values[0]}.`;
  const last = values.pop();
  return `The last ${trend.length} scores, oldest first: ${values.join(', ')} and ${last}.`;
}
