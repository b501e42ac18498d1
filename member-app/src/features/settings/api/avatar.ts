import { authKeys } from '@coach/kit';
import { uploadFile } from '@coach/kit/area';
import { api, unwrap, useMutation, useQueryClient } from '@coach/kit/query';
import { ownProfileKey } from './own-profile.ts';

type AvatarPath = { profilePhotoPath: string | null };

/** The profile and the current user show the photo: both are asked for again after a change. */
function useRefreshAfterPhotoChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ownProfileKey });
    void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
  };
}

/**
 * `POST /api/accounts/changeavatar` (multipart `file`): the server reads the picture, turns it
 * upright, cuts a square and keeps no metadata.
 */
export function useChangeAvatar() {
  const refresh = useRefreshAfterPhotoChange();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number | null) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadFile<AvatarPath>('/accounts/changeavatar', form, {
        onProgress: ({ percent }) => onProgress(percent),
      });
    },
    onSettled: refresh,
  });
}

/** `POST /api/accounts/removeavatar`: back to the initials. */
export function useRemoveAvatar() {
  const refresh = useRefreshAfterPhotoChange();
  return useMutation({
    mutationFn: () => unwrap(api.api.accounts.removeavatar.$post()),
    onSettled: refresh,
  });
}
