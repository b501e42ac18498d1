import type { Page } from '@playwright/test';

// Whether a page fits the width of the screen (no sideways scrolling), and if not, which elements
// reach past its right edge, so that a failing run names the culprit.

export interface Overflow {
  /** The screen's width (`innerWidth`). */
  readonly width: number;
  /** How wide the document scrolls (`documentElement.scrollWidth`). */
  readonly scrollWidth: number;
  /** The elements whose right edge lies furthest past the screen, widest first (at most three). */
  readonly widest: readonly { readonly element: string; readonly right: number; readonly width: number }[];
}

/**
 * The page's horizontal overflow at the current viewport. The elements past the edge are looked
 * for only when the page does not fit: naming them walks every element and text of the page, with
 * its styles and ancestors, to explain a failure that a fitting page does not have.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { width, scrollWidth, widest: [] };
    /** `header > nav.menu > a.login "Giriş yap"`: enough to find the element in the source. */
    const pathOf = (element: Element, named = true) => {
      const chain: string[] = [];
      for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        chain.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
        if (node.id) break;
      }
      // Class names are hashed (vanilla-extract): the element's name or text is what a reader knows.
      const name = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? '';
      const text = (name || (element.textContent ?? '')).trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${chain.join(' > ')}${named && text ? ` "${text}"` : ''}`;
    };
    /** Elements in a scrolling or clipping box, or fixed ones, do not widen the document. */
    const canWidenDocument = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || style.overflowX !== 'visible') return false;
      }
      return getComputedStyle(element).position !== 'fixed';
    };
    const depth = (element: Element) => {
      let count = 0;
      for (let node = element.parentElement; node; node = node.parentElement) count += 1;
      return count;
    };
    const boxes = [...document.body.querySelectorAll('*')].map((element) => ({
      element,
      box: element.getBoundingClientRect(),
      what: () => pathOf(element),
    }));
    // Text that does not wrap (an e-mail address, a token) runs out of a box that itself fits.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || (node.textContent ?? '').trim() === '') continue;
      if (getComputedStyle(parent).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const snippet = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      boxes.push({
        element: parent,
        box: range.getBoundingClientRect(),
        what: () => `text "${snippet}" in ${pathOf(parent, false)}`,
      });
    }
    // Furthest right first; of boxes ending at the same place, the innermost (the likely cause).
    const widest = boxes
      .map((each) => ({ ...each, depth: depth(each.element) }))
      .filter(({ box }) => box.right > width + 0.5 && box.width > 0)
      .filter(({ element }) => canWidenDocument(element))
      .sort((a, b) => b.box.right - a.box.right || a.box.width - b.box.width || b.depth - a.depth)
      .slice(0, 3)
      .map(({ what, box }) => ({
        element: what(),
        right: Math.round(box.right),
        width: Math.round(box.width),
      }));
    return { width, scrollWidth, widest };
  });
}

export const fits = (overflow: Overflow) => overflow.scrollWidth <= overflow.width;

export function describeOverflow(overflow: Overflow): string {
  const elements = overflow.widest.map(
    (each) => `      ${each.element} (right edge at ${each.right} px, ${each.width} px wide)`,
  );
  return [
    `  the page scrolls sideways: ${overflow.scrollWidth} px wide on a ${overflow.width} px screen (${overflow.scrollWidth - overflow.width} px too wide)`,
    elements.length
      ? '  furthest past the edge:'
      : '  no element or text reaches past the edge (a margin, a shadow or a pseudo-element does)',
    ...elements,
  ].join('\n');
}
