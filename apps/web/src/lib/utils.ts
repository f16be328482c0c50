import { clsx, type ClassValue } from 'clsx';
type ClassMerge = (classes: string) => string;
let merge: ClassMerge = (classes) => classes;

/**
 * tailwind-merge (9 kB gzip) loads with the console and with the public pages' heavier chunks
 * (lib/class-merge.ts), not with the sign-in page, whose markup has no class to merge away
 * (app/public-classes.test.tsx proves it).
 */
export function setClassMerge(classMerge: ClassMerge): void {
  merge = classMerge;
}

/** Joins class names and, once tailwind-merge is in, lets a later Tailwind utility override an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
