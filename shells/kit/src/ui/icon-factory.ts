import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/** What each of lucide-react's icon modules passes its factory (`icons/<name>.mjs`). */
export interface LucideIconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
  aliases?: readonly string[];
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
};

/** An icon speaks only when given a name or a role (lucide's `hasA11yProp`); else it is decoration. */
function speaks(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null && children !== false) return true;
  return Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  );
}

/**
 * Every lucide icon on a page is made with this factory instead of lucide's own (build/lucide-factory.ts
 * swaps it in): lucide's `createLucideIcon` brings its `Icon`, a context provider no page uses and a
 * generic attribute builder (1.3 KiB gzip on every first visit) for what is one `<svg>`. It
 * draws the same markup as lucide's for the props the apps use (`size`, `className`, `color`,
 * `strokeWidth`, `absoluteStrokeWidth`, ARIA attributes, `ref`); its test compares the two.
 */
export function createLucideIcon(icon: LucideIconData) {
  const box = icon.size ?? 24;
  const classes = ['lucide', ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`)].join(
    ' ',
  );
  const paths = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, when its module is evaluated (as lucide's).
  return function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth,
    className,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(speaks(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      paths,
      children,
    );
  };
}

// lucide's icon modules import their factory as the default export of `../createLucideIcon.mjs`.
export { createLucideIcon as default };
