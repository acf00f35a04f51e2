import type * as React from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { DELAYS } from "@common/delays";

function TooltipProvider({
  delayDuration = DELAYS.tooltipOpenMs,
  skipDelayDuration = DELAYS.tooltipSkipMs,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export { TooltipProvider };
