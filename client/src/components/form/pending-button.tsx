// The app's one pending-button convention, as the spec words it for Complete Profile ("reads
// 'Complete Profile', or 'Completing...' while sending"): while the call runs the button is
// disabled, marked busy, and its text becomes the pending text. A form's submit by default.
import { useTranslation } from "@/lib/use-translation";
import type * as React from "react";
import { Button } from "@/components/ui/button";

export function PendingButton({
  pending,
  pendingText,
  type = "submit",
  disabled,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "asChild"> & {
  pending: boolean;
  /** What the button reads while the call runs. */
  pendingText?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type={type} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? (pendingText ?? t("actions.saving")) : children}
    </Button>
  );
}
