import type { UpdateApplicationSettingsInput } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';
import { useEffect, useState } from 'react';

export const settingsKeys = {
  all: ['application-settings'] as const,
  preview: (expression: string) => ['application-settings', 'preview', expression] as const,
};

/** `GET /api/applicationsettings`: every setting, its default and the next matching runs. */
export function useApplicationSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => unwrap(api.api.applicationsettings.$get()),
  });
}

/** `PUT /api/applicationsettings` {applicationSettings}: the answer is the saved settings. */
export function useSaveApplicationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateApplicationSettingsInput) =>
      unwrap(api.api.applicationsettings.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.all, saved),
  });
}

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * `GET /api/applicationsettings/schedulepreview`: the next runs of a schedule as the scheduler
 * reads it (croner, Europe/Istanbul), asked once typing pauses. A refusal (4034 cronInvalid) is
 * the query's error.
 */
export function useSchedulePreview(expression: string) {
  const settled = useSettled(expression.trim(), 400);
  return useQuery({
    queryKey: settingsKeys.preview(settled),
    queryFn: () =>
      unwrap(api.api.applicationsettings.schedulepreview.$get({ query: { matchingSchedule: settled } })),
    enabled: settled !== '',
    retry: false,
    staleTime: 60_000,
  });
}
