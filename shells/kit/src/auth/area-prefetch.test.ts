import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchArea, setAreaPrefetcher } from './area-prefetch.ts';
import { prefetchAreaOnIntent } from './prefetch-area-on-intent.ts';

afterEach(() => {
  setAreaPrefetcher(null);
  vi.unstubAllGlobals();
});

describe('area prefetch', () => {
  it('does nothing until the host has registered its loader', () => {
    expect(() => prefetchArea('member')).not.toThrow();
  });

  it("hands the area to the host's loader and swallows its failure", async () => {
    const loader = vi.fn(async () => {
      throw new Error('offline');
    });
    setAreaPrefetcher(loader);
    prefetchArea('admin');
    expect(loader).toHaveBeenCalledWith('admin');
    // No unhandled rejection: vitest would fail the run.
    await new Promise((settle) => setTimeout(settle, 0));
  });

  it('loads nothing at load time, and starts when the visitor reaches for the form, once', () => {
    const loader = vi.fn(async () => undefined);
    setAreaPrefetcher(loader);
    document.body.innerHTML = '<p><a href="#x">elsewhere</a></p><form><input name="email" /></form>';
    try {
      prefetchAreaOnIntent('admin');
      document.querySelector('a')?.focus();
      document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(loader).not.toHaveBeenCalled();
      document.querySelector('input')?.focus();
      expect(loader).toHaveBeenCalledExactlyOnceWith('admin');
      document.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(loader).toHaveBeenCalledTimes(1);
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('counts a tap or a key in the form as reaching for it, and a focus already there', () => {
    const loader = vi.fn(async () => undefined);
    setAreaPrefetcher(loader);
    document.body.innerHTML = '<form><input name="email" /><button type="submit">Go</button></form>';
    try {
      prefetchAreaOnIntent('member');
      document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(loader).toHaveBeenCalledExactlyOnceWith('member');

      loader.mockClear();
      prefetchAreaOnIntent('member');
      document
        .querySelector('input')
        ?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
      expect(loader).toHaveBeenCalledTimes(1);

      loader.mockClear();
      document.querySelector('input')?.focus();
      prefetchAreaOnIntent('admin');
      expect(loader).toHaveBeenCalledExactlyOnceWith('admin');
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('can be called off before the visitor reaches for the form', () => {
    const loader = vi.fn(async () => undefined);
    setAreaPrefetcher(loader);
    document.body.innerHTML = '<form><input name="email" /></form>';
    try {
      const callOff = prefetchAreaOnIntent('member');
      callOff();
      document.querySelector('input')?.focus();
      expect(loader).not.toHaveBeenCalled();
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('loads nothing ahead for a visitor who asked to save data', () => {
    const loader = vi.fn(async () => undefined);
    setAreaPrefetcher(loader);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    document.body.innerHTML = '<form><input name="email" /></form>';
    try {
      prefetchAreaOnIntent('member');
      document.querySelector('input')?.focus();
      expect(loader).not.toHaveBeenCalled();
    } finally {
      document.body.innerHTML = '';
    }
  });
});
