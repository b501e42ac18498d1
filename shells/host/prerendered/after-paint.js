// The one script a pre-rendered page loads up front (ADR 0024, ADR 0028). The page is already on
// screen from its HTML, and its links are plain links, so the app is not needed to read it:
// - after the first paint, the app's files are downloaded (hinted, not run), so that on a phone's
//   slow line they do not share the bandwidth with the styles and hold the text back;
// - the app itself starts at the visitor's first move (a touch, a pointer, a key, focus, a wheel,
//   a click), or at once where the page needs it: signed in (the header shows the user), or an
//   address that the app draws itself (a query string, the 404 page standing for another path).
//   Evaluating and hydrating it holds a slow phone's main thread for about half a second, in tasks
//   of up to 150 ms: a visitor who only reads never pays that, and Lighthouse counted it as
//   blocking time.
// The host's entry, the hints for the chunks and manifests sit in <template id="after-paint">,
// inert until they are copied out.
//
// Until the app has adopted the page, a visitor can already type, press a form's button or a
// button such as the menu: the browser would send the form itself (a GET, with the password in
// the address), and the menu would do nothing. So the first submit is held, the last button
// pressed and what was typed are noted; the host hands them over to React once it has hydrated
// (shells/host/src/app/hand-over.ts). Plain script, minified when published
// (scripts/prerender/publish-after-paint.ts): keep it small.
(() => {
  const handover = {
    typed: new Set(),
    form: null,
    submitter: null,
    pressed: null,
    leaving: false,
    done: false,
  };
  window.coachHandover = handover;
  document.addEventListener(
    'input',
    (event) => {
      if (!handover.done) handover.typed.add(event.target);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (handover.done) return;
      event.preventDefault();
      handover.form = event.target;
      handover.submitter = event.submitter || null;
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (handover.done || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      // A form's own button sends the form: the submit above holds that.
      if (button && !button.disabled && !(button.form && button.type === 'submit')) handover.pressed = button;
    },
    true,
  );

  // A link followed before the app has adopted the page leaves it, but the app, started by that very
  // click, may still mount meanwhile: it must not then write what the page being left showed (the
  // `lang` cookie of the language just switched away from, ADR 0034). On the window, as the event
  // bubbles, so a click the app has taken (defaultPrevented) is not counted.
  window.addEventListener('click', (event) => {
    if (handover.done || event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element))
      return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target.closest('a[href]');
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href, location.href);
    const sameDocument =
      url.pathname === location.pathname && url.search === location.search && url.hash !== '';
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !sameDocument) handover.leaving = true;
  });

  const template = document.getElementById('after-paint');
  const elements = template ? [...template.content.cloneNode(true).children] : [];
  const scripts = elements.filter((element) => element.localName === 'script');
  const hints = elements.filter((element) => element.localName !== 'script');

  // The session token's key: the kit's tokenStorageKey (shells/kit/src/auth/token.ts).
  const signedIn = () => {
    try {
      return localStorage.getItem('coach.token') !== null;
    } catch {
      return false;
    }
  };
  // As the host's isPrerenderedFor (first-page.ts): the page was rendered for this very address.
  const normalise = (path) => path.replace(/\/+$/, '') || '/';
  const rendered = document.documentElement.dataset.prerendered;
  const drawnHere =
    rendered !== undefined && location.search === '' && normalise(rendered) === normalise(location.pathname);

  // After the first paint: one element at a time, a task each, the host's entry (or its hint)
  // first: starting a download is work for the main thread too (3–25 ms each on a 4× slower CPU
  // in a trace), and six at once made tasks of 100–230 ms that would hold a tap back. postTask,
  // where there is one, because a chain of timeouts is slowed down to 4 ms a step after the fifth.
  const scheduler = window.scheduler;
  const later =
    scheduler && typeof scheduler.postTask === 'function'
      ? (task) => scheduler.postTask(task)
      : (task) => setTimeout(task, 0);
  let painted = false;
  let started = false;
  // A hint for a file the app has already asked for (it started while hints were still waiting,
  // and its runtime loaded a remote's entry itself, as a slow or busy device lets happen) would
  // download the file a second time: it is left out.
  const requested = (element) => {
    if (element.localName !== 'link') return false;
    const url = new URL(element.getAttribute('href'), location.href).href;
    return (
      [...document.scripts].some((script) => script.src === url) ||
      performance.getEntriesByName(url, 'resource').length > 0
    );
  };
  const afterPaint = () => {
    painted = true;
    // The entry is hinted too (scripts/prerender/document.ts): it downloads with the rest.
    const queue = started ? [...scripts, ...hints] : hints;
    const copyNext = () => {
      const element = queue.shift();
      if (element && !requested(element)) document.head.append(element);
      if (queue.length > 0) later(copyNext);
    };
    copyNext();
  };

  // A click of its own too: a screen reader may press a button with no key or pointer the page sees.
  const moves = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'];
  const startApp = () => {
    if (started) return;
    started = true;
    for (const name of moves) window.removeEventListener(name, startApp, true);
    if (painted) document.head.append(...scripts);
  };
  if (drawnHere && !signedIn()) {
    for (const name of moves) window.addEventListener(name, startApp, { capture: true, passive: true });
  } else started = true;
  // A frame, then a task: the paint of that frame comes first. A tab opened in the background
  // paints nothing until it is shown, so there the downloads start at once.
  if (document.visibilityState === 'hidden') afterPaint();
  else requestAnimationFrame(() => setTimeout(afterPaint, 0));
})();
