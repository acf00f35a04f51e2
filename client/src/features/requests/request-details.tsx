import { useTranslation } from "@/lib/use-translation";
import { Clock, DollarSign, MapPin } from "lucide-react";

/** Location, budget range and timeline of a request, each when given. */
export function RequestDetails({
  request,
}: {
  request: { location: string | null; budgetRange: string | null; timeline: string | null };
}) {
  const { t } = useTranslation("requests");
  const items = [
    { icon: MapPin, label: t("details.location"), value: request.location },
    { icon: DollarSign, label: t("details.budget"), value: request.budgetRange },
    { icon: Clock, label: t("details.timeline"), value: request.timeline },
  ].filter((i) => i.value);
  if (items.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 text-caption text-muted-foreground">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          <dt className="sr-only">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A request's description, details and the date line ("Created …", "Asked …") under its heading. */
export function RequestBody({
  request,
  dated,
}: {
  request: { description: string | null; location: string | null; budgetRange: string | null; timeline: string | null };
  dated: string;
}) {
  return (
    <>
      {request.description ? <p className="mt-2 text-sm">{request.description}</p> : null}
      <RequestDetails request={request} />
      <p className="mt-2 text-caption text-muted-foreground">{dated}</p>
    </>
  );
}
