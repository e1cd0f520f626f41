import { post } from './route.js';

export const imagesPaths = {
  /** Multipart field `image`; also served at /api/management/images/qiniu. */
  upload: post('/api/management/images/upload'),
  /** Multipart field `file`: an image or a PDF (certificates, issue 27). */
  uploadFile: post('/api/management/files/upload'),
};
