import { describe, expect, it } from 'vitest';
import { layout } from '../../theme/palettes.ts';
import { drawerMediaQuery } from './load-drawer.ts';

describe('drawerMediaQuery', () => {
  it('is the screen below the drawer breakpoint, where the menu button opens the drawer', () => {
    expect(drawerMediaQuery).toBe(`(max-width: ${layout.drawerBreakpoint - 1}px)`);
  });
});
