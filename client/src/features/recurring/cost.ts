// Visit costs keep their cents ("$85.50"), whole amounts stay short ("$80"): a service log adds
// small sums, where the app's whole-dollar money format would round a total away from its parts.
// Each cost is in its own currency (the account's that logged it).
import { formatCurrency } from "@common/format";

export function formatCost(value: string | number, currency: string): string {
  const n = Number(value);
  return formatCurrency(n, currency, Number.isInteger(n) ? 0 : 2);
}
