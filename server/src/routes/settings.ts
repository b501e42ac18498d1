import { getApplicationSettings } from '@coach/core/settings/get-application-settings';
import { getPublicSettings } from '@coach/core/settings/get-public-settings';
import { previewMatchingSchedule } from '@coach/core/settings/preview-matching-schedule';
import { updateApplicationSettings } from '@coach/core/settings/update-application-settings';
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
