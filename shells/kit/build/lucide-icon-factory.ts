// What a hosted remote's lucide icons are made with: the kit's icon factory, the one on
// the page (lucide-factory.ts), which is the kit's own (src/ui/icon-factory.ts).
export { createLucideIcon as default } from '@coach/kit';
