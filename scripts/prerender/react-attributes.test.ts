import { describe, expect, it } from 'vitest';
import { descriptionOf } from './capture.ts';
import { isOnlyGeneratedIds } from './react-attributes.ts';

const difference = (html: string | null, react: string) => ({
  element: 'input',
  attribute: 'id',
  html,
  react,
});

describe('isOnlyGeneratedIds', () => {
  it("accepts React's client ids replaced by its hydration ids", () => {
    expect(isOnlyGeneratedIds(difference('_r_0_', '_R_6kq_'))).toBe(true);
    expect(isOnlyGeneratedIds(difference('_r_1f_-error _r_2_', '_R_amj9_-error _R_amj9H1_'))).toBe(true);
  });

  it("accepts react-aria's random prefix, which it drops while hydrating", () => {
    expect(isOnlyGeneratedIds(difference('react-aria826458361-_r_3_', 'react-aria-_R_amj9H1_'))).toBe(true);
  });

  it('refuses any other difference: a real mismatch between the HTML and the first render', () => {
    expect(isOnlyGeneratedIds(difference('Switch to dark mode', 'Switch to light mode'))).toBe(false);
    expect(isOnlyGeneratedIds(difference('_r_0_', '_R_1_-extra'))).toBe(false);
    expect(isOnlyGeneratedIds(difference(null, '_R_1_'))).toBe(false);
    expect(isOnlyGeneratedIds(difference('/en/login', '/en/404'))).toBe(false);
  });
});

describe('descriptionOf', () => {
  const fallback = 'The site description';

  it("takes the page's first paragraph of some length, with spaces tidied", () => {
    expect(
      descriptionOf(
        ['Short.', '  Members are matched in pairs:\n one coaches, the other is coached.  '],
        fallback,
      ),
    ).toBe('Members are matched in pairs: one coaches, the other is coached.');
  });

  it('cuts a long paragraph at a word, under 160 characters', () => {
    const long = `${'Every session is recorded so each hour counts. '.repeat(6)}`;
    const description = descriptionOf([long], fallback);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/counts\.…$|\w…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('falls back to the site description when the page has no paragraph', () => {
    expect(descriptionOf([], fallback)).toBe(fallback);
    expect(descriptionOf(['Too short to describe a page.'], fallback)).toBe(fallback);
  });
});
