import type { Lang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { useMutation } from '@coach/kit/query';

/**
 * `GET /api/accounts/downloadexcelaccount`: every account as an .xlsx, headers and values in the
 * page's language, saved under the name the server gives (`hesaplar-2026-03-02.xlsx`).
 */
export function useExportAccounts() {
  return useMutation({
    mutationFn: (language: Lang) =>
      downloadFile(
        `/accounts/downloadexcelaccount?language=${language}`,
        language === 'tr' ? 'hesaplar.xlsx' : 'accounts.xlsx',
      ),
  });
}
