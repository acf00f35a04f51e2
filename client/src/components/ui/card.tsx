import * as React from "react";
import { cn } from "@/lib/utils";

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("rounded-2xl border border-border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-5", className)} {...props} />;
}

function CardTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-title" className={cn("text-subtitle leading-tight font-bold tracking-tight", className)} {...props} />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("p-5 pt-0", className)} {...props} />;
}

/** A card's header: its title as a level-2 heading (with an id for a group it labels) and a line under it. */
function CardHeading({
  title,
  description,
  titleId,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  titleId?: string;
}) {
  return (
    <CardHeader className="pb-2">
      <CardTitle>
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
      </CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </CardHeader>
  );
}

export { Card, CardHeader, CardHeading, CardTitle, CardDescription, CardContent };
