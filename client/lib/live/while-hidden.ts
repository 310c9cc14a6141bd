import { useEffect } from 'react';

/**
 * Screens that want news while their tab is hidden. The stream closes in a hidden tab (a shopper's
 * phone on mobile data pays for every open minute), but the owner's Order Management is the tab left
 * open in the background, and its title counts new orders only if they still arrive there.
 */
let keepers = 0;
const listeners = new Set<() => void>();

export function liveWhileHidden(): boolean {
  return keepers > 0;
}

/** Tells live-stream.ts when the answer of liveWhileHidden() may have changed. */
export function onLiveWhileHiddenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function keepLiveWhileHidden(): () => void {
  keepers += 1;
  for (const listener of listeners) listener();
  return () => {
    keepers -= 1;
    for (const listener of listeners) listener();
  };
}

/** Keeps the tab's stream open while this screen is mounted, hidden or not. */
export function useLiveWhileHidden(): void {
  useEffect(keepLiveWhileHidden, []);
}
