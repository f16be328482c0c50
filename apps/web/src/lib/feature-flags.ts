import { useSyncExternalStore } from 'react';
import { FEATURE_FLAGS, LONG_COOKIE_DAYS, type FeatureFlag } from '@backoffice/contract';
import { getCookie, setCookie } from '@/lib/cookies';

/**
 * Feature flags: one cookie each, 'hi7-ff-<FLAG>', on unless the cookie says 'false'.
 * A disabled flag hides its sidebar entries and its routes answer Not Found.
 */
export function featureFlagCookie(flag: FeatureFlag): string {
  return `ff-${flag}`;
}

export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return getCookie(featureFlagCookie(flag)) !== 'false';
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function setFeatureEnabled(flag: FeatureFlag, enabled: boolean): void {
  setCookie(featureFlagCookie(flag), String(enabled), {
    maxAgeSeconds: LONG_COOKIE_DAYS * 24 * 60 * 60,
  });
  snapshot = readAll();
  for (const listener of listeners) listener();
}

export type FeatureFlagState = Readonly<Record<FeatureFlag, boolean>>;

function readAll(): FeatureFlagState {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, isFeatureEnabled(flag)])) as FeatureFlagState;
}

let snapshot: FeatureFlagState | undefined;

function getSnapshot(): FeatureFlagState {
  snapshot ??= readAll();
  return snapshot;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFeatureFlags(): FeatureFlagState {
  return useSyncExternalStore(subscribe, getSnapshot);
}
