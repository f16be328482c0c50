import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * The shape of most primitives here: `Component` marked with its data-slot (what styles and tests find
 * it by), with these classes before the caller's className; without classes, the caller's props as they are.
 */
export function styled<C extends React.ElementType>(Component: C, slot: string, classes?: string) {
  function Styled(props: React.ComponentProps<C> & { className?: string }) {
    const Element: React.ElementType = Component;
    if (classes === undefined) return <Element data-slot={slot} {...props} />;
    return <Element data-slot={slot} {...props} className={cn(classes, props.className)} />;
  }
  return Styled;
}
