import { changeFileStatus } from '@coach/core/files/change-file-status';
import { deleteAccountFile } from '@coach/core/files/delete-account-file';
import { downloadAccountFile } from '@coach/core/files/download-account-file';
import { listAccountFiles } from '@coach/core/files/list-account-files';
import { listAccountFilesForReview } from '@coach/core/files/list-account-files-for-review';
import { listOwnAccountFiles } from '@coach/core/files/list-own-account-files';
import { uploadAccountFile } from '@coach/core/files/upload-account-file';
import { uploadAccountFileForMember } from '@coach/core/files/upload-account-file-for-member';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Proofs of education (docs/api.md §4). The fixed paths come before `/accountfiles/{accountId}`. */
export function accountFileRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accountfiles', listOwnAccountFiles))
    .openapi(...endpoint('get', '/accountfiles/review', listAccountFilesForReview))
    .openapi(...endpoint('get', '/accountfiles/download/{accountFileId}', downloadAccountFile))
    .openapi(...endpoint('get', '/accountfiles/{accountId}', listAccountFiles))
    .openapi(...endpoint('post', '/accountfiles', uploadAccountFile))
    .openapi(...endpoint('post', '/accountfiles/userfileuploadwithaccountid', uploadAccountFileForMember))
    .openapi(...endpoint('post', '/accountfiles/changefilestatus', changeFileStatus))
    .openapi(...endpoint('delete', '/accountfiles', deleteAccountFile));
}
