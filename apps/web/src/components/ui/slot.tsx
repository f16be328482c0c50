import * as React from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function composeRefs(...refs: unknown[]): React.RefCallback<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref !== null && typeof ref === 'object' && 'current' in ref)
        (ref as React.RefObject<unknown>).current = node;
    }
  };
}

/** The slot's props onto the child's, as Radix's Slot merges them: handlers both run (the child's first), classes and styles join, the child's other props win. */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (name === 'style' && childValue !== undefined)
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className' && childValue !== undefined)
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  return merged;
}

/**
 * Renders its one child with its own props merged in (Button's `asChild`), without Radix's Slot:
 * Button is part of the sign-in page, which loads before anything else (docs/decisions/0014).
 */
export function Slot({ children, ref, ...props }: AnyProps & { children?: React.ReactNode; ref?: React.Ref<unknown> }) {
  if (!React.isValidElement<AnyProps>(children)) return null;
  const childRef = children.props.ref;
  const merged = mergeProps(props, children.props);
  if (ref !== undefined || childRef !== undefined)
    merged.ref = ref !== undefined && childRef !== undefined ? composeRefs(ref, childRef) : (ref ?? childRef);
  return React.cloneElement(children, merged);
}
