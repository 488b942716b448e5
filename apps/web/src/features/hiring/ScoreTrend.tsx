import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ACCURACY_BANDS, accuracyBand, type MemberScore } from '@scriptloom/contracts';
import { formatPercent } from '../../components/accuracy-format';
import { formatDateTime } from '../../shared/files/format';
import { accuracyY, polylinePoints, sparklinePoints, trendDescription, type SparkBox } from './sparkline';

const BOX: SparkBox = { width: 300, height: 80, padding: 6 };
/** Where the bands meet (docs/product.md#hiring-scores): under 20% is Bad, above 90% Excellent. */
const THRESHOLDS = [0.2, 0.9];

/**
 * The member's last scores as a small line, oldest on the left, on a fixed 0% to 100% scale with
 * the band lines drawn faintly. The drawing is hidden from screen readers: the caption under it
 * lists the same values in words.
 */
export function ScoreTrend({ trend }: { trend: MemberScore['trend'] }) {
  const theme = useTheme();
  if (trend.length === 0) return null;
  const points = sparklinePoints(trend, BOX);
  return (
    <Stack component="section" aria-labelledby="score-trend-heading" spacing={1}>
      <Typography id="score-trend-heading" component="h3" variant="h6">
        Trend
      </Typography>
      <Box component="figure" sx={{ m: 0 }}>
        <Box
          component="svg"
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          aria-hidden="true"
          focusable="false"
          sx={{ display: 'block', width: '100%', maxWidth: 360, height: 'auto', overflow: 'visible' }}
        >
          {THRESHOLDS.map((threshold) => {
            const y = accuracyY(threshold, BOX);
            return (
              <g key={threshold}>
                <line
                  x1={BOX.padding}
                  x2={BOX.width - BOX.padding}
                  y1={y}
                  y2={y}
                  stroke="currentColor"
                  strokeOpacity={0.2}
                  strokeDasharray="4 3"
                />
                <text
                  x={BOX.width - BOX.padding}
                  y={y - 2}
                  fontSize={8}
                  textAnchor="end"
                  fill="currentColor"
                  opacity={0.5}
                >
                  {formatPercent(threshold)}
                </text>
              </g>
            );
          })}
          {points.length > 1 && (
            <polyline
              points={polylinePoints(points)}
              fill="none"
              stroke={theme.palette.primary.main}
              strokeWidth={2}
              strokeLinejoin="round"
            />
          )}
          {points.map((point, index) => (
            <circle
              key={`${point.at}-${index}`}
              cx={point.x}
              cy={point.y}
              r={3.5}
              fill={ACCURACY_BANDS[accuracyBand(point.accuracy)].colour}
            >
              <title>{`${formatPercent(point.accuracy)}, ${formatDateTime(point.at)}`}</title>
            </circle>
          ))}
        </Box>
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {trendDescription(trend)}
        </Typography>
      </Box>
    </Stack>
  );
}
