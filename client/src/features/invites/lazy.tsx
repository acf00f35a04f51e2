// Home's invite parts load after Home itself: Getting started (shown only while nobody in the book
// is on Vowch) and the empty state's "Invite people you know" stay out of Home's first chunks.
import { lazy, Suspense, type ComponentProps } from "react";

const GettingStarted = lazy(() => import("./getting-started").then((m) => ({ default: m.GettingStarted })));
const InviteButton = lazy(() => import("./invite-button").then((m) => ({ default: m.InviteButton })));

export function LazyGettingStarted(props: ComponentProps<typeof GettingStarted>) {
  return (
    <Suspense fallback={null}>
      <GettingStarted {...props} />
    </Suspense>
  );
}

export function LazyInviteButton(props: ComponentProps<typeof InviteButton>) {
  return (
    <Suspense fallback={null}>
      <InviteButton {...props} />
    </Suspense>
  );
}
