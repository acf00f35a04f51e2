import { useEffect } from "react";
import { handleSessionExpired } from "@/lib/session-expired";
import { Spinner } from "@/components/ui/spinner";

/** A signed-out visitor on a signed-in screen: the spec's toast, then /api/login after 500 ms. */
export function SignedOutRedirect() {
  useEffect(() => {
    handleSessionExpired();
  }, []);
  return <FullPageSpinner />;
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
