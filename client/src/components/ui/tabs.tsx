import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props} />;
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex w-full items-center justify-center gap-1 rounded-xl bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        // min-w-0 and wrapping: three tabs fit a 320px phone.
        "inline-flex min-h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold",
        "transition-[color,background-color,box-shadow] outline-none hover:text-foreground",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-muted",
        "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "disabled:pointer-events-none disabled:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}

/** The ids that tie a tab to its panel (TabsTrigger `id` and `aria-controls`, TabsPanel `ids`). */
function tabIds(prefix: string, value: string) {
  return { trigger: `${prefix}-trigger-${value}`, panel: `${prefix}-content-${value}` };
}

/**
 * TabsContent's markup without Radix's Presence, for tabs with no enter or exit animation. On its
 * first commit Presence reads the panel's computed style and sets state, which forces a style
 * recalculation and a second, synchronous render of the page before it can paint (the Providers
 * tab's largest start-up task). Like TabsContent, every panel is in the page and
 * only the active one has content; its tab takes `ids` as its `id` and `aria-controls`.
 */
function TabsPanel({
  ids,
  active,
  className,
  children,
}: {
  ids: ReturnType<typeof tabIds>;
  active: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      data-slot="tabs-content"
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={ids.trigger}
      hidden={!active}
      id={ids.panel}
      tabIndex={0}
      className={cn(
        "flex-1 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      {active ? children : null}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent, TabsPanel, tabIds };
