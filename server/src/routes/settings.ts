import {
  getApplicationSettings,
  getPublicSettings,
  previewMatchingSchedule,
  updateApplicationSettings,
} from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Application settings (docs/api.md §4), administrators only (`settings.write`); `publicsettings`
 * answers anybody the values the pages tell members and visitors.
 */
export function settingsRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/applicationsettings', getApplicationSettings))
    .openapi(...endpoint('put', '/applicationsettings', updateApplicationSettings))
    .openapi(...endpoint('get', '/applicationsettings/schedulepreview', previewMatchingSchedule))
    .openapi(...endpoint('get', '/publicsettings', getPublicSettings));
}
