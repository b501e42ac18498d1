/**
 * A phone's screen (390 × 844, touch, a mobile viewport), for the journeys whose subject is the
 * phone's layout: `test.use(phone)` in their file or describe block. Every page's fit at 320 px
 * and its axe checks are the page sweep's (journeys/every-page.spec.ts).
 */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
