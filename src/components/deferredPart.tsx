import * as React from 'react';
import { PARTS_PENDING_ATTRIBUTE } from './partsPending';

export type DeferredPart<Props extends object> = React.ComponentType<Props> & {
  /** For the server, before it renders: the part's module is then at hand, and the page's HTML holds the part itself. */
  preload: () => Promise<void>;
};

const pendingParts = new Set<string>();
// Every part made, for the server to preload them all (preloadDeferredParts).
const parts: { preload: () => Promise<void> }[] = [];
const hydratedParts = new Set<string>();

function markPending(id: string, pending: boolean) {
  if (pending) {
    pendingParts.add(id);
  } else {
    pendingParts.delete(id);
  }
  document.documentElement.toggleAttribute(PARTS_PENDING_ATTRIBUTE, pendingParts.size > 0);
}

/** Rendered with the part, inside its boundary: its effect runs once the part has hydrated (or rendered). */
function HydratedMark({ id }: { id: string }) {
  React.useEffect(() => {
    hydratedParts.add(id);
    markPending(id, false);
    return () => {
      hydratedParts.delete(id);
    };
  }, [id]);
  return null;
}

/**
 * A part of the page that is in the exported HTML but not in its first-load JavaScript: its code
 * is a chunk of its own, asked for when the page hydrates. Until it arrives React keeps the
 * server's markup as it is, then hydrates the part in a task of its own (selective hydration),
 * replaying a click made on it meanwhile.
 *
 * The server must `preload()` the part first, or the part is not in the page's HTML at all, only
 * a boundary for a script to fill. Even complete, React moves a large boundary out of place once
 * it has written 12.8 kB of a page; the build puts it back (scripts/lib/inlineOutlinedBoundaries.ts).
 *
 * For what a reader sees or uses without waiting on a script: the footer, the page's actions, the
 * ad slot, the contents column, the sidebar. While it waits, a parent may render it again with the
 * same props (it is memoised), and a context above it may change only in a transition (as Next
 * renders a new route): any other update reaching it makes React drop the server's markup and
 * render it afresh.
 */
export default function deferredPart<Props extends object>(
  load: () => Promise<{ default: React.ComponentType<Props> }>,
): DeferredPart<Props> {
  const Lazy = React.lazy(load);
  let preloaded: React.ComponentType<Props> | null = null;
  const Part = React.memo(function DeferredPart(props: Props) {
    // No state here: an update of this component would reach the boundary while it waits.
    const id = React.useId();
    React.useEffect(() => {
      // The boundary's effects run first when the part renders at once (its code already loaded).
      if (!hydratedParts.has(id)) {
        markPending(id, true);
      }
      return () => markPending(id, false);
    }, [id]);
    const Component = preloaded ?? Lazy;
    return (
      <React.Suspense fallback={null}>
        <Component {...props} />
        <HydratedMark id={id} />
      </React.Suspense>
    );
  });
  const part = Object.assign(Part as unknown as React.ComponentType<Props>, {
    preload: async () => {
      preloaded = (await load()).default;
    },
  });
  parts.push(part);
  return part;
}

/** On the server, before any page renders (pages/_document.tsx): every part made so far is then in its HTML. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all(parts.map((part) => part.preload()));
}
