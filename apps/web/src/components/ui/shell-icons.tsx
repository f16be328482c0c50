import { createElement, type SVGProps } from 'react';

/*
 * The few Lucide icons of the pages before sign-in (lucide-react 1.75, ISC licence), drawn without
 * lucide-react's icon factory: the sign-in page loads first, and the factory was 1.3 kB gzip of it
 * (docs/decisions/0014). Same markup as lucide-react's: its class names, default attributes, and
 * aria-hidden unless labelled. The console's pages use lucide-react itself.
 */
type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
export type ShellIconProps = SVGProps<SVGSVGElement>;

function shellIcon(name: string, node: IconNode) {
  function ShellIcon({ className, ...props }: ShellIconProps) {
    const labelled =
      props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${name}`, className].filter(Boolean).join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  }
  ShellIcon.displayName = name;
  return ShellIcon;
}

export const Eye = shellIcon('eye', [
  [
    'path',
    { d: 'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0' },
  ],
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const EyeOff = shellIcon('eye-off', [
  ['path', { d: 'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49' }],
  ['path', { d: 'M14.084 14.158a3 3 0 0 1-4.242-4.242' }],
  ['path', { d: 'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143' }],
  ['path', { d: 'm2 2 20 20' }],
]);
export const LoaderCircle = shellIcon('loader-circle', [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]]);
export const Monitor = shellIcon('monitor', [
  ['rect', { width: '20', height: '14', x: '2', y: '3', rx: '2' }],
  ['line', { x1: '8', x2: '16', y1: '21', y2: '21' }],
  ['line', { x1: '12', x2: '12', y1: '17', y2: '21' }],
]);
export const Moon = shellIcon('moon', [
  [
    'path',
    {
      d: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
    },
  ],
]);
export const Sun = shellIcon('sun', [
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['path', { d: 'M12 2v2' }],
  ['path', { d: 'M12 20v2' }],
  ['path', { d: 'm4.93 4.93 1.41 1.41' }],
  ['path', { d: 'm17.66 17.66 1.41 1.41' }],
  ['path', { d: 'M2 12h2' }],
  ['path', { d: 'M20 12h2' }],
  ['path', { d: 'm6.34 17.66-1.41 1.41' }],
  ['path', { d: 'm19.07 4.93-1.41 1.41' }],
]);
