import { ApiError, apiUrl } from '~/lib/api';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TOO_LARGE_MESSAGE,
} from '../../../../../domain/schemas/product-admin';

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
}

const UPLOAD_FAILED = 'Upload failed. Please try again.';

/**
 * Uploads one picture to POST /api/products/images, reporting the fraction sent. XMLHttpRequest, not the API
 * client: fetch reports no upload progress. It fails as the client does, with an ApiError whose message is the
 * one to show (the server's for a 4xx: not an image, 413 too large).
 */
export function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<UploadedPicture> {
  // refused here before a byte is sent; the server refuses it too
  if (file.size > PRODUCT_IMAGE_MAX_BYTES)
    return Promise.reject(new ApiError(413, PRODUCT_IMAGE_TOO_LARGE_MESSAGE));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/products/images'));
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as Partial<UploadedPicture> & { message?: string };
      if (xhr.status >= 200 && xhr.status < 300 && typeof body.url === 'string') {
        onProgress(1);
        resolve({ url: body.url, width: body.width ?? 0, height: body.height ?? 0 });
        return;
      }
      // a 4xx's words are for people (not an image, too large); a 5xx's are not
      const said = xhr.status < 500 && body.message ? body.message : null;
      const fallback = xhr.status === 413 ? PRODUCT_IMAGE_TOO_LARGE_MESSAGE : UPLOAD_FAILED;
      reject(new ApiError(xhr.status, said ?? fallback, body));
    };
    xhr.onerror = () => reject(new ApiError(0, UPLOAD_FAILED));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}
