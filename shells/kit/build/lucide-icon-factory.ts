// What a hosted remote's lucide icons are made with: the kit's copy of lucide's factory, the one on
// the page (lucide-from-kit.ts).
export { createLucideIcon as default } from '@coach/kit';
