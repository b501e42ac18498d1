// After React has adopted a pre-rendered #root, do the elements' attributes say what React's
// props say? In production React does not compare attributes while hydrating: a difference stays
// on screen unnoticed (an `aria-controls` naming an id that no longer exists). This compares them.

export interface AttributeDifference {
  /** The element, as a short selector-like description. */
  readonly element: string;
  readonly attribute: string;
  /** The attribute in the pre-rendered HTML. */
  readonly html: string | null;
  /** What React rendered. */
  readonly react: string;
}

/**
 * Runs in the page (handed to Playwright's evaluate, so it must stay self-contained). For every
 * element of #root React knows, compares the attributes React derives from plain props with
 * the DOM; with `apply`, writes React's value into the DOM. Only attributes whose name follows
 * from the prop without React's tables: ids and references to them, classes, links, ARIA, data.
 */
export function reactAttributeDifferences(apply: boolean): AttributeDifference[] {
  const named: Record<string, string> = {
    className: 'class',
    htmlFor: 'for',
    id: 'id',
    href: 'href',
    name: 'name',
    role: 'role',
    title: 'title',
    lang: 'lang',
    hrefLang: 'hreflang',
    tabIndex: 'tabindex',
    form: 'form',
    list: 'list',
  };
  const differences: AttributeDifference[] = [];
  const root = document.getElementById('root');
  if (!root) return differences;
  for (const element of root.querySelectorAll('*')) {
    const key = Object.keys(element).find((each) => each.startsWith('__reactProps$'));
    if (!key) continue;
    const props = (element as unknown as Record<string, Record<string, unknown>>)[key] ?? {};
    for (const [prop, value] of Object.entries(props)) {
      const attribute = named[prop] ?? (/^(aria|data)-/.test(prop) ? prop : undefined);
      if (!attribute) continue;
      const isAria = attribute.startsWith('aria-');
      if (
        !(typeof value === 'string' || typeof value === 'number' || (isAria && typeof value === 'boolean'))
      ) {
        continue;
      }
      const expected = String(value);
      const actual = element.getAttribute(attribute);
      if (actual === expected) continue;
      const tag = element.tagName.toLowerCase();
      const label = element.id ? `${tag}#${element.id}` : `${tag}.${element.getAttribute('class') ?? ''}`;
      differences.push({ element: label, attribute, html: actual, react: expected });
      if (apply) element.setAttribute(attribute, expected);
    }
  }
  return differences;
}

/**
 * Whether a difference is only the id React's `useId` made: `_r_5_` when the page was drawn by
 * a client render (the snapshot), `_R_…_` when React hydrates. react-aria puts a random number
 * into its prefix outside hydration (`react-aria826458361-_r_5_`, `react-aria-_R_…_`). Anything
 * else is a real mismatch.
 */
export function isOnlyGeneratedIds({ html, react }: AttributeDifference): boolean {
  if (html === null) return false;
  const clientIds = html.replace(/(react-aria)\d+-/g, '$1-').replace(/_r_[0-9a-z]+_/g, '«id»');
  const hydrationIds = react.replace(/_R_[0-9a-zA-Z]+_/g, '«id»');
  return clientIds !== html && clientIds === hydrationIds;
}
