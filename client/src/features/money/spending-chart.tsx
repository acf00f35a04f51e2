// A bar chart of the spending report (chart.js, only the parts a bar chart needs). Loaded on
// demand by the Money screen alone (pages/money.tsx), so no other screen downloads chart.js.
// The canvas is an image named by `label`; its numbers are the table the screen shows beside it.
import { useEffect, useRef } from "react";
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { formatCurrency } from "@common/format";
import { resolvedColor, useColorScheme } from "@/lib/theme";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface SpendingChartProps {
  /** The chart's accessible name, e.g. "Spending by month, 2025". */
  label: string;
  /** The id of the table holding the same numbers as text. */
  describedBy: string;
  labels: string[];
  /** Dollars per label. */
  values: number[];
  /** Horizontal bars (categories), else vertical (months). */
  horizontal?: boolean;
  /** The ISO 4217 code of every value (a chart shows one currency). */
  currency: string;
}

export default function SpendingChart({ label, describedBy, labels, values, currency, horizontal = false }: SpendingChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The canvas takes no CSS variables: its colours are read from the page, again when the theme changes.
  const colorScheme = useColorScheme();
  useEffect(() => {
    const primary = resolvedColor("--color-primary");
    const muted = resolvedColor("--color-muted-foreground");
    const money = (v: number | string) => formatCurrency(Number(v), currency);
    const valueAxis = { beginAtZero: true, ticks: { color: muted, callback: money, maxTicksLimit: 5 } };
    const labelAxis = { ticks: { color: muted, autoSkip: !horizontal }, grid: { display: false } };
    const chart = new Chart(canvas.current!, {
      type: "bar",
      data: { labels, datasets: [{ data: values, backgroundColor: primary, borderRadius: 4, maxBarThickness: 32 }] },
      options: {
        indexAxis: horizontal ? "y" : "x",
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => money(item.parsed[horizontal ? "x" : "y"] ?? 0) } },
        },
        scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
      },
    });
    return () => chart.destroy();
  }, [labels, values, horizontal, colorScheme, currency]);
  return (
    <div className="relative" style={{ height: horizontal ? `${Math.max(3, labels.length) * 2.5 + 2}rem` : "14rem" }}>
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}
