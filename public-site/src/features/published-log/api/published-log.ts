import type { CoachingLogVerification } from '@coach/core/contracts';
import { api, readEnvelope, unwrap, useMutation, useQuery } from '@coach/kit/query';

/** `GET /api/coachinglog/published/{id}`: the log as signed, its signature checked by the server. */
export function usePublishedLog(publicationId: string) {
  return useQuery({
    queryKey: ['published-coaching-log', publicationId],
    queryFn: () => unwrap(api.api.coachinglog.published[':publicationId'].$get({ param: { publicationId } })),
    retry: false,
  });
}

/** `POST /api/coachinglog/verify/pdf`: whether a PDF is, byte for byte, the one the platform made. */
export function useVerifyPdf() {
  return useMutation({
    mutationFn: async (file: File): Promise<CoachingLogVerification> => {
      // Multipart: the typed client knows the call's JSON shape only.
      const form = new FormData();
      form.append('file', file);
      return readEnvelope<CoachingLogVerification>(
        await fetch('/api/coachinglog/verify/pdf', { method: 'POST', body: form }),
      );
    },
  });
}

/** The PDF's address: public, like the page, so a plain link downloads it. */
export const publishedPdfPath = (publicationId: string) => `/api/coachinglog/published/${publicationId}/pdf`;
