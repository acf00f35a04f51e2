// Visit costs keep their cents ("$85.50"), whole amounts stay short ("$80"): a service log adds
// small sums, where the app's whole-dollar money format would round a total away from its parts.
const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatCost(value: string | number): string {
  const n = Number(value);
  return Number.isInteger(n) ? whole.format(n) : cents.format(n);
}
