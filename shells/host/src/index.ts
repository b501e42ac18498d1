// The asynchronous boundary Module Federation needs: shared modules (react, the kit…) are
// negotiated before any of them is imported.
import('./bootstrap.tsx');
