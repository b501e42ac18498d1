import { saveTheme, type ThemeChoice, useMutation, useQueryClient } from '@coach/kit/query';
import { ownProfileKey } from './own-profile.ts';

/** `POST /api/accounts/changetheme`, shown at once when saved (the kit applies it). */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ThemeChoice) => saveTheme(choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileKey }),
  });
}
