// Visit costs keep their cents ("$85.50"), whole amounts stay short ("$80"): a service log adds
// small sums, where the app's whole-dollar money format would round a total away from its parts.
import { formatUsd } from "@common/format";

export function formatCost(value: string | number): string {
  const n = Number(value);
  return formatUsd(n, Number.isInteger(n) ? 0 : 2);
}
