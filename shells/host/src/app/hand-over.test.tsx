import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverToApp } from './hand-over.ts';

// The loader every pre-rendered page runs first, as the browser gets it.
const afterPaint = readFileSync(join(import.meta.dirname, '../../prerendered/after-paint.js'), 'utf8');

interface Sent {
  email: string;
  message: string;
}

/** Controlled fields, as the app's forms have them: what counts is React's state, not the DOM's. */
function SignInForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ email, message });
      }}
    >
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** A menu's button, as the public top bar has it: it does nothing until React is there. */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu
    </button>
  );
}

let root: Root | undefined;

/** The page as pre-rendered, with the loader running and React not there yet. */
function prerenderedPage(onSend: (sent: Sent) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm onSend={onSend} />);
  document.body.append(container);
  new Function(afterPaint)();
  const field = <T extends Element>(label: string) => container.querySelector(`[aria-label="${label}"]`) as T;
  return {
    container,
    email: field<HTMLInputElement>('E-mail'),
    message: field<HTMLTextAreaElement>('Message'),
    button: container.querySelector('button') as HTMLButtonElement,
    async hydrate() {
      await act(async () => {
        root = hydrateRoot(container, <SignInForm onSend={onSend} />);
      });
    },
  };
}

/** Typing as the browser does it: the element's value changes, then `input` is sent. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.coachHandover;
});

describe('handing the page over from the pre-rendered HTML to React', () => {
  it('holds a submit pressed before React is there: the browser does not send the form', () => {
    const page = prerenderedPage(vi.fn());
    let sentByBrowser = true;
    page.container.addEventListener('submit', (event) => {
      sentByBrowser = !event.defaultPrevented;
    });
    page.button.click();
    expect(sentByBrowser).toBe(false);
    expect(window.coachHandover?.form).toBe(page.container.querySelector('form'));
  });

  it('gives React what was typed before it hydrated, then the held press', async () => {
    const onSend = vi.fn();
    const page = prerenderedPage(onSend);
    type(page.email, 'ada@example.com');
    type(page.message, 'Merhaba');
    page.button.click();
    await page.hydrate();
    expect(onSend).not.toHaveBeenCalled();

    act(() => handOverToApp());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ email: 'ada@example.com', message: 'Merhaba' });
    expect(page.email.value).toBe('ada@example.com');
  });

  it('is needed: React alone keeps its own empty state for text typed before it came', async () => {
    const onSend = vi.fn();
    const page = prerenderedPage(onSend);
    type(page.email, 'ada@example.com');
    await page.hydrate();
    window.coachHandover = undefined; // no hand-over
    act(() => page.button.click());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ email: '', message: '' });
  });

  it('leaves later submits to React, and hands over only once', async () => {
    const onSend = vi.fn();
    const page = prerenderedPage(onSend);
    await page.hydrate();
    act(() => handOverToApp());
    act(() => handOverToApp());
    expect(onSend).not.toHaveBeenCalled();
    act(() => page.button.click());
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('presses again, for React, a button pressed before it came (the menu)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Menu />);
    document.body.append(container);
    new Function(afterPaint)();
    const menu = container.querySelector('button') as HTMLButtonElement;
    menu.click();
    await act(async () => {
      root = hydrateRoot(container, <Menu />);
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    act(() => handOverToApp());
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    // Once: the press is not kept for a second hand-over.
    act(() => handOverToApp());
    expect(menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('does nothing on a page that was not pre-rendered', () => {
    expect(() => handOverToApp()).not.toThrow();
  });
});
