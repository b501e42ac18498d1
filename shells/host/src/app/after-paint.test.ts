import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenStorageKey } from '@coach/kit';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The loader every pre-rendered page runs first (prerendered/after-paint.js), as the browser gets
// it: how it copies the scripts and hints out of <template id="after-paint">, when it lets the app
// start (ADR 0028), and what it notes for the hand-over.
const afterPaint = readFileSync(join(import.meta.dirname, '../../prerendered/after-paint.js'), 'utf8');

// The entry is a script (typed so that the test's DOM does not run it); the rest are hints, the
// entry's own first (scripts/prerender/document.ts).
const entry = '<script type="text/x-held" src="/index.js"></script>';
const hints = ['index', 'react', 'kit', 'manifest', 'remote', 'route'];
const hint = (name: string) => `<link rel="preload" as="script" href="/${name}.js">`;

/** A page pre-rendered for `/`, whose template holds the entry and the hints. */
function pageWithTemplate(held = [entry, ...hints.map(hint)].join('')) {
  document.documentElement.dataset.prerendered = '/';
  const template = document.createElement('template');
  template.id = 'after-paint';
  template.innerHTML = held;
  document.head.append(template);
}

/**
 * What is out of the template, in order: `script` for the entry, the file's name for a hint. Only
 * scripts and links: a style a library injects into the head meanwhile is none of the loader's.
 */
const copied = () =>
  [...document.head.children]
    .filter((element) => element.localName === 'script' || element.localName === 'link')
    .map((element) =>
      element.localName === 'script'
        ? 'script'
        : new URL(element.getAttribute('href') ?? '', location.href).pathname.replace(/^\/|\.js$/g, ''),
    );

/** Tasks the loader asked for; `runAll` runs them (and any they ask for) in order. */
function taskQueue() {
  const queued: (() => void)[] = [];
  vi.stubGlobal('scheduler', { postTask: (task: () => void) => queued.push(task) });
  return {
    queued,
    runAll() {
      while (queued.length > 0) queued.shift()?.();
    },
  };
}

/** What each run of the loader listens to on the window, taken away after each test. */
const listening: Parameters<typeof window.addEventListener>[] = [];

/** Runs the loader in a tab in the background: no frame to wait for, the hints start at once. */
function runLoader() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const listen = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args) => {
    listening.push(args);
    listen(...args);
  });
  new Function(afterPaint)();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  for (const [name, listener, options] of listening.splice(0))
    window.removeEventListener(name, listener, options);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset.prerendered;
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('after-paint.js before the visitor moves', () => {
  it('downloads the entry and hints one a task, and runs no script', () => {
    pageWithTemplate();
    const tasks = taskQueue();
    runLoader();
    expect(copied()).toEqual(['index']);
    for (let step = 2; step <= hints.length; step += 1) {
      expect(tasks.queued).toHaveLength(1);
      tasks.queued.shift()?.();
      expect(copied()).toEqual(hints.slice(0, step));
    }
    expect(tasks.queued).toHaveLength(0);
  });

  it.each([
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a pointer press', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['focus', () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
    // A screen reader may press a button with nothing before the click.
    ['a click alone', () => document.body.click()],
  ])('starts the app at the first move (%s), before the hints still waiting', (_, move) => {
    pageWithTemplate();
    const tasks = taskQueue();
    runLoader();
    tasks.queued.shift()?.();
    expect(copied()).toEqual(['index', 'react']);
    move();
    expect(copied()).toEqual(['index', 'react', 'script']);
    tasks.runAll();
    expect(copied()).toEqual(['index', 'react', 'script', ...hints.slice(2)]);
    // A second move starts nothing more.
    move();
    tasks.runAll();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('after-paint.js and files the app asked for itself', () => {
  it('leaves out the hint of a file the started app already loads (no second download)', () => {
    pageWithTemplate();
    const tasks = taskQueue();
    runLoader();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    // The app's runtime loads a remote's entry before its hint was copied out.
    const remoteEntry = document.createElement('script');
    remoteEntry.type = 'text/x-held';
    remoteEntry.src = '/remote.js';
    document.body.append(remoteEntry);
    tasks.runAll();
    expect(copied()).toEqual(['index', 'script', ...hints.slice(1).filter((name) => name !== 'remote')]);
  });
});

describe('after-paint.js starts the app at once', () => {
  it('for a signed-in visitor, whose header the app must draw', () => {
    localStorage.setItem(tokenStorageKey, 'a-token');
    pageWithTemplate();
    const tasks = taskQueue();
    runLoader();
    tasks.runAll();
    // The entry's own hint would ask for the script already in the page: left out.
    expect(copied()).toEqual(['script', ...hints.slice(1)]);
  });

  it.each([
    ['the 404 page standing for another address', '/no-such-page'],
    ['an address with a query string, which the page may read', '/?identity=abc'],
  ])('for %s', (_, address) => {
    window.history.replaceState(null, '', address);
    pageWithTemplate();
    const tasks = taskQueue();
    runLoader();
    tasks.runAll();
    // The entry's own hint would ask for the script already in the page: left out.
    expect(copied()).toEqual(['script', ...hints.slice(1)]);
  });
});

describe('after-paint.js notes for the hand-over', () => {
  function button(html: string) {
    document.body.innerHTML = html;
    return document.body.querySelector('button') as HTMLButtonElement;
  }

  it('the last button pressed that does not send a form (the menu, the theme)', () => {
    pageWithTemplate();
    taskQueue();
    runLoader();
    const menu = button('<nav><button type="button" aria-label="Menu"><span>≡</span></button></nav>');
    menu.querySelector('span')?.click();
    expect(window.coachHandover?.pressed).toBe(menu);
  });

  it('not a form’s own button: the held submit stands for it', () => {
    pageWithTemplate();
    taskQueue();
    runLoader();
    const send = button('<form><input name="email"><button>Sign in</button></form>');
    send.click();
    expect(window.coachHandover?.pressed).toBeNull();
    expect(window.coachHandover?.form).toBe(send.form);
  });
});

describe('after-paint.js notes a page being left', () => {
  function link(html: string) {
    document.body.innerHTML = html;
    return document.body.querySelector('a') as HTMLAnchorElement;
  }
  /** Clicks like a visitor; `appTakesIt`: as the app's router does, the click's default is prevented below the window. */
  function follow(anchor: HTMLAnchorElement, init: MouseEventInit = {}, appTakesIt = false) {
    anchor.addEventListener('click', (event) => {
      if (appTakesIt) event.preventDefault();
    });
    // After the loader's own listener on the window: the test's document has no other page to go to.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    window.removeEventListener('click', stay);
  }

  it('when a link to another page is followed before the app has adopted it', () => {
    pageWithTemplate();
    taskQueue();
    runLoader();
    follow(link('<a href="/?lang=tr"><span>Türkçe</span></a>'));
    expect(window.coachHandover?.leaving).toBe(true);
  });

  it.each([
    ['a link the app took', '<a href="/?lang=tr">Türkçe</a>', {}, true],
    ['a link opened in a new tab', '<a href="/?lang=tr">Türkçe</a>', { ctrlKey: true }, false],
    ['a link to a new window', '<a href="/?lang=tr" target="_blank">Türkçe</a>', {}, false],
    ['a place on the same page', '<a href="#main">Skip</a>', {}, false],
    ['an e-mail address', '<a href="mailto:info@example.org">Write</a>', {}, false],
  ])('not for %s', (_, html, init, appTakesIt) => {
    pageWithTemplate();
    taskQueue();
    runLoader();
    follow(link(html), init, appTakesIt);
    expect(window.coachHandover?.leaving).toBe(false);
  });
});

describe('after-paint.js scheduling', () => {
  it('falls back to a timeout a step where the browser has no scheduler.postTask', async () => {
    pageWithTemplate();
    vi.stubGlobal('scheduler', undefined);
    runLoader();
    expect(copied()).toEqual(['index']);
    await waitFor(() => expect(copied()).toEqual(hints));
  });

  it('adds nothing to the head when the template holds nothing', () => {
    pageWithTemplate('');
    taskQueue();
    runLoader();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(copied()).toEqual([]);
    expect(document.head.textContent).toBe('');
  });
});
