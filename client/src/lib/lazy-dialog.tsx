// Large dialogs load on demand: nothing is downloaded until the dialog first opens, and once
// loaded it stays mounted so closing animates as usual.
import { lazy, Suspense, useState, type ComponentType } from "react";

// A dialog that opens on something else than an `open` prop (a link and a step chosen) says how
// to read it from its props.
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P>;
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
