// The asynchronous boundary Module Federation needs: shared modules (react, the kit…) are
// negotiated before any of them is imported. A task later than the runtime's own start: the two
// were one long task on a phone (ADR 0026, "Starting the app in several tasks").
setTimeout(() => {
  import('./bootstrap.tsx');
}, 0);
