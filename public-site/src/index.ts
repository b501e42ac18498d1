// The asynchronous boundary Module Federation needs before shared modules are used.
import('./bootstrap.tsx');
