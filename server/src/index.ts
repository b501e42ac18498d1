export { type AppDependencies, buildApp } from './app.ts';
export type * from './app-type.ts';
export { type Composition, compose } from './composition.ts';
export { type Config, readConfig } from './config.ts';
export { demoAccounts } from './seed/demo-data.ts';
export { seedDemoData } from './seed/seed-demo-data.ts';
