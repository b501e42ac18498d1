import {
  changeFileStatus,
  deleteAccountFile,
  downloadAccountFile,
  listAccountFiles,
  listAccountFilesForReview,
  listOwnAccountFiles,
  uploadAccountFile,
  uploadAccountFileForMember,
} from '@coach/core';
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
