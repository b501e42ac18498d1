import { render } from '@testing-library/react';
import * as alarmClockCheck from 'lucide-react/icons/alarm-clock-check';
import * as sun from 'lucide-react/icons/sun';
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLucideIcon, type IconProps, type LucideIconData } from './icon-factory.ts';

// The build gives every lucide icon the kit's factory (build/lucide-factory.ts); here, as in the
// apps' tests, the icons are lucide's own, so the two can be compared. Each icon module exports the
// data it hands its factory.
const dataOf = (module: object) => (module as { __iconData: LucideIconData }).__iconData;
const lucides = [sun.default, alarmClockCheck.default];
const ours = [createLucideIcon(dataOf(sun)), createLucideIcon(dataOf(alarmClockCheck))];

const propsTried: IconProps[] = [
  {},
  { size: 18, className: 'icon' },
  { size: '1.5em', 'aria-hidden': true },
  { 'aria-label': 'Light theme', role: 'img' },
  { color: 'red', strokeWidth: 1.5 },
  { size: 12, absoluteStrokeWidth: true },
  { width: 10, height: 14, id: 'plain' },
];

describe('the kit’s icon factory', () => {
  it('draws the same markup as lucide’s for the props the apps use', () => {
    for (const [index, Lucide] of lucides.entries()) {
      const Ours = ours[index] as ReturnType<typeof createLucideIcon>;
      for (const props of propsTried) {
        expect(renderToStaticMarkup(<Ours {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
    }
  });

  it('is hidden from assistive technology unless named, and passes its ref to the svg', () => {
    const Ours = ours[0] as ReturnType<typeof createLucideIcon>;
    const ref = createRef<SVGSVGElement>();
    const { container } = render(
      <>
        <Ours ref={ref} />
        <Ours aria-label="Sun" />
        <Ours>
          <title>Sun</title>
        </Ours>
      </>,
    );
    const [plain, labelled, titled] = [...container.querySelectorAll('svg')];
    expect(ref.current).toBe(plain);
    expect(plain?.getAttribute('aria-hidden')).toBe('true');
    expect(labelled?.hasAttribute('aria-hidden')).toBe(false);
    expect(titled?.hasAttribute('aria-hidden')).toBe(false);
  });
});
