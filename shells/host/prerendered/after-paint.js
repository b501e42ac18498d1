// The one script a pre-rendered page loads up front (ADR 0024). The page is already on screen from
// its HTML, so its scripts wait for the first paint: on a phone's slow line they would otherwise
// share the bandwidth with the styles and hold the text back. They sit in <template id="after-paint">
// (the host's entry, the hints for the chunks and manifests), inert until they are copied out.
//
// Until the app has adopted the page, a visitor can already type, and press a form's button: the
// browser would then send the form itself (a GET, with the password in the address). So the first
// submit is held, and what was typed is noted; the host hands both over to React once it has
// hydrated (shells/host/src/app/hand-over.ts). Plain script, no build step: keep it small.
(() => {
  const handover = { typed: new Set(), form: null, submitter: null, done: false };
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

  const start = () => {
    const template = document.getElementById('after-paint');
    if (!template) return;
    const waiting = [...template.content.cloneNode(true).childNodes];
    // One at a time, a task each, the host's entry first: starting a download is work for the main
    // thread too (3–25 ms each on a 4× slower CPU in a trace), and six at once made tasks of 100–230
    // ms that would hold a tap back (Lighthouse counted them as blocking time). postTask, where
    // there is one, because a chain of timeouts is slowed down to 4 ms a step after the fifth.
    const scheduler = window.scheduler;
    const later =
      scheduler && typeof scheduler.postTask === 'function'
        ? (task) => scheduler.postTask(task)
        : (task) => setTimeout(task, 0);
    const next = () => {
      const node = waiting.shift();
      // An empty template has nothing to copy (append(undefined) would add the text "undefined").
      if (node === undefined) return;
      document.head.append(node);
      if (waiting.length > 0) later(next);
    };
    next();
  };
  // A frame, then a task: the paint of that frame comes first. A tab opened in the background
  // paints nothing until it is shown, so there the scripts start at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
