import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { ACCURACY_TICKS, labelledDays, volumeTicks, type ChartDay } from '../chart-data';
import type { ProgressFormats } from '../formats';
import type { ChartMode } from './mode-switch';
import { useWidth } from '../hooks/use-width';

/** The width drawn before the panel is measured. */
const DEFAULT_WIDTH = 600;
/** Below this width the chart is lower and its points smaller. */
const NARROW = 480;
// The right margin leaves room for half of today's label, centred on the last day.
const MARGIN = { top: 12, right: 20, bottom: 28, left: 44 };
/** Room for one date label on the time axis, so that neighbouring labels never touch. */
const LABEL_ROOM = 64;
const TICK_FONT_SIZE = 12;

/**
 * A tick label as plain SVG text, placed where the axis puts it. The labels are one short line
 * each, so visx's own text component, which measures every word in the page, is not needed.
 */
function TickLabel({ x, y, dx, dy, textAnchor, formattedValue }: TickRendererProps) {
  return (
    <text
      className="ac-progress__tick-label"
      x={x}
      y={y}
      dx={dx}
      dy={dy}
      textAnchor={textAnchor}
      fontSize={TICK_FONT_SIZE}
    >
      {formattedValue}
    </text>
  );
}

export interface ProgressChartProps {
  /** Every day of the span, oldest first. */
  days: readonly ChartDay[];
  mode: ChartMode;
  /** The accessible name of the drawing, which says what it shows. */
  label: string;
  formats: ProgressFormats;
}

/**
 * The chart, as wide as its panel: one band per day of the span (a day without sessions stays
 * empty). Accuracy is a line with a point per day answered, solid between consecutive days and
 * dashed across days without cards, on a 0–100 % axis; volume is a bar of cards per day on an
 * axis from 0 to a round maximum. The time axis labels only as many days as fit.
 */
export function ProgressChart({ days, mode, label, formats }: ProgressChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const narrow = width < NARROW;
  const height = narrow ? 200 : 240;
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;

  const dates = days.map((day) => day.date);
  const x = scaleBand<string>({
    domain: dates,
    range: [0, innerWidth],
    paddingInner: 0.3,
    paddingOuter: 0.15,
  });
  const ticks =
    mode === 'accuracy'
      ? [...ACCURACY_TICKS]
      : volumeTicks(Math.max(0, ...days.map((day) => day.cards)));
  const y = scaleLinear<number>({ domain: [0, ticks.at(-1)!], range: [innerHeight, 0] });
  const centre = (day: ChartDay) => (x(day.date) ?? 0) + x.bandwidth() / 2;
  const answered = days.filter((day) => day.accuracy !== null);
  // The axes place their labels by this size.
  const tickLabel = { fontSize: TICK_FONT_SIZE };

  return (
    <div ref={ref} className="ac-progress__chart">
      <svg
        className="ac-progress__svg"
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows className="ac-progress__grid" scale={y} width={innerWidth} tickValues={ticks} />
          {mode === 'accuracy' ? (
            <g className="ac-progress__accuracy">
              <LinePath
                className="ac-progress__bridge"
                data={answered}
                x={centre}
                y={(day) => y(day.accuracy ?? 0)}
              />
              <LinePath
                className="ac-progress__line"
                data={days as ChartDay[]}
                defined={(day) => day.accuracy !== null}
                x={centre}
                y={(day) => y(day.accuracy ?? 0)}
              />
              {answered.map((day) => (
                <circle
                  key={day.date}
                  className="ac-progress__point"
                  data-date={day.date}
                  cx={centre(day)}
                  cy={y(day.accuracy ?? 0)}
                  r={narrow ? 3 : 4}
                />
              ))}
            </g>
          ) : (
            <g className="ac-progress__volume">
              {days
                .filter((day) => day.cards > 0)
                .map((day) => (
                  <Bar
                    key={day.date}
                    className="ac-progress__bar"
                    data-date={day.date}
                    x={x(day.date) ?? 0}
                    y={y(day.cards)}
                    width={x.bandwidth()}
                    height={innerHeight - y(day.cards)}
                    rx={Math.min(2, x.bandwidth() / 4)}
                  />
                ))}
            </g>
          )}
          <AxisLeft
            axisClassName="ac-progress__axis"
            scale={y}
            tickValues={ticks}
            tickFormat={(value) =>
              mode === 'accuracy'
                ? formats.axisPercent(Number(value))
                : formats.count(Number(value))
            }
            hideAxisLine
            hideTicks
            tickLength={4}
            tickLabelProps={tickLabel}
            tickComponent={TickLabel}
          />
          <AxisBottom
            axisClassName="ac-progress__axis"
            top={innerHeight}
            scale={x}
            tickValues={labelledDays(dates, Math.floor(innerWidth / LABEL_ROOM))}
            tickFormat={(date) => formats.shortDay(date)}
            tickLength={4}
            tickLabelProps={tickLabel}
            tickComponent={TickLabel}
          />
        </Group>
      </svg>
    </div>
  );
}
